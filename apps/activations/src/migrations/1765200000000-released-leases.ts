import { MigrationInterface, QueryRunner } from 'typeorm';

/** Lease ids released before their lease began, so that a late lease request is refused. */
export class ReleasedLeases1765200000000 implements MigrationInterface {
  name = 'ReleasedLeases1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "activations"."released_leases" ("lease_id" uuid NOT NULL, "released_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_released_leases" PRIMARY KEY ("lease_id"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "activations"."released_leases"`);
  }
}
