import { MigrationInterface, QueryRunner } from 'typeorm';

/** Webhook deliveries (one per message and URL) and every attempt made for them. */
export class Init1764000000000 implements MigrationInterface {
  name = 'Init1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "webhooks"."deliveries" (
      "id" uuid NOT NULL,
      "message_id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "activation_id" uuid NOT NULL,
      "url" text NOT NULL,
      "payload" jsonb NOT NULL,
      "state" character varying(12) NOT NULL,
      "attempts" integer NOT NULL DEFAULT 0,
      "last_error" text,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "finished_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "UQ_deliveries_message_url" UNIQUE ("message_id", "url"),
      CONSTRAINT "CHK_deliveries_state" CHECK ("state" IN ('pending', 'delivered', 'failed')),
      CONSTRAINT "CHK_deliveries_attempts" CHECK ("attempts" >= 0),
      CONSTRAINT "PK_deliveries" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_deliveries_user" ON "webhooks"."deliveries" ("user_id", "created_at")`);
    await q.query(`CREATE TABLE "webhooks"."attempts" (
      "delivery_id" uuid NOT NULL,
      "attempt" integer NOT NULL,
      "started_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "http_status" integer,
      "error" text,
      "duration_ms" integer NOT NULL,
      CONSTRAINT "CHK_attempts_number" CHECK ("attempt" >= 1),
      CONSTRAINT "CHK_attempts_duration" CHECK ("duration_ms" >= 0),
      CONSTRAINT "PK_attempts" PRIMARY KEY ("delivery_id", "attempt"),
      CONSTRAINT "FK_attempts_delivery" FOREIGN KEY ("delivery_id") REFERENCES "webhooks"."deliveries"("id") ON DELETE CASCADE)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhooks"."attempts"`);
    await q.query(`DROP TABLE "webhooks"."deliveries"`);
  }
}
