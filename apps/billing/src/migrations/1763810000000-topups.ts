import { MigrationInterface, QueryRunner } from 'typeorm';

export class TopUps1763810000000 implements MigrationInterface {
  name = 'TopUps1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "billing"."topups" (
      "id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "method" character varying(16) NOT NULL,
      "provider" character varying(16) NOT NULL,
      "status" character varying(12) NOT NULL,
      "amount_micros" bigint NOT NULL,
      "fee_micros" bigint NOT NULL,
      "cashback_micros" bigint NOT NULL,
      "coin" text,
      "network" text,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "paid_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_topups" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_topups_user" ON "billing"."topups" ("user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "billing"."topups"`);
  }
}
