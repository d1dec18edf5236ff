import { MigrationInterface, QueryRunner } from 'typeorm';

/** Long-term rentals lease SIMs; messages and service usages remember the lease they came from. */
export class Leases1764300000000 implements MigrationInterface {
  name = 'Leases1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "activations"."leases" ("id" uuid NOT NULL, "number_id" uuid NOT NULL, "user_id" uuid NOT NULL, "service" character varying(12), "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_leases" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "UQ_leases_open_number" ON "activations"."leases" ("number_id") WHERE "ended_at" IS NULL`);
    await q.query(`CREATE INDEX "IDX_leases_user" ON "activations"."leases" ("user_id")`);
    await q.query(`ALTER TABLE "activations"."messages" ADD "lease_id" uuid`);
    await q.query(`CREATE INDEX "IDX_messages_lease" ON "activations"."messages" ("lease_id")`);
    await q.query(`ALTER TABLE "activations"."number_usages" ADD "lease_id" uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "activations"."number_usages" DROP COLUMN "lease_id"`);
    await q.query(`DROP INDEX "activations"."IDX_messages_lease"`);
    await q.query(`ALTER TABLE "activations"."messages" DROP COLUMN "lease_id"`);
    await q.query(`DROP TABLE "activations"."leases"`);
  }
}
