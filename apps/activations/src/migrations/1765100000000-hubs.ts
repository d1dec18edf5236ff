import { MigrationInterface, QueryRunner } from 'typeorm';

/** Partner hubs (SMSHub agent protocol): the hubs, their sales and the SMS pushed to them. */
export class Hubs1765100000000 implements MigrationInterface {
  name = 'Hubs1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "activations"."hubs" ("id" uuid NOT NULL, "name" text NOT NULL, "key_hash" text NOT NULL, "key_sealed" text NOT NULL, "key_hint" character varying(4) NOT NULL, "push_url" text NOT NULL, "enabled" boolean NOT NULL, "services" text array NOT NULL, "countries" text array NOT NULL, "min_payouts" jsonb NOT NULL, "currency" integer NOT NULL, "micros_per_unit" integer NOT NULL, "operator_mode" character varying(4) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_hubs_key_hash" UNIQUE ("key_hash"), CONSTRAINT "PK_hubs" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "activations"."hub_sales" ("activation_id" uuid NOT NULL, "hub_id" uuid NOT NULL, "order_number" bigint NOT NULL, "number_id" uuid NOT NULL, "number" text NOT NULL, "service" character varying(12) NOT NULL, "sum" numeric(14,4) NOT NULL, "currency" integer NOT NULL, "payout_micros" bigint NOT NULL, "state" character varying(10) NOT NULL, "finish_status" smallint, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "finished_at" TIMESTAMP WITH TIME ZONE, "payout_recorded_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_hub_sales" PRIMARY KEY ("activation_id"))`);
    await q.query(`CREATE INDEX "IDX_hub_sales_hub" ON "activations"."hub_sales" ("hub_id", "created_at")`);
    await q.query(`CREATE INDEX "IDX_hub_sales_number" ON "activations"."hub_sales" ("number_id", "created_at")`);
    await q.query(`CREATE INDEX "IDX_hub_sales_state" ON "activations"."hub_sales" ("state", "expires_at")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_hub_sales_order_number" ON "activations"."hub_sales" ("order_number")`);
    await q.query(`CREATE TABLE "activations"."hub_pushes" ("sms_id" BIGSERIAL NOT NULL, "hub_id" uuid NOT NULL, "activation_id" uuid NOT NULL, "message_key" text NOT NULL, "phone" text NOT NULL, "phone_from" text NOT NULL, "text" text NOT NULL, "state" character varying(8) NOT NULL, "attempts" integer NOT NULL, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_attempt_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_hub_pushes_message" UNIQUE ("activation_id", "message_key"), CONSTRAINT "PK_hub_pushes" PRIMARY KEY ("sms_id"))`);
    await q.query(`CREATE INDEX "IDX_hub_pushes_due" ON "activations"."hub_pushes" ("state", "next_attempt_at")`);
    await q.query(`CREATE INDEX "IDX_hub_pushes_hub" ON "activations"."hub_pushes" ("hub_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "activations"."hub_pushes"`);
    await q.query(`DROP TABLE "activations"."hub_sales"`);
    await q.query(`DROP TABLE "activations"."hubs"`);
  }
}
