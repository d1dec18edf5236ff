import { createOutboxTable } from '@simrelay/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** Rentals, their payments, restore requests, usage windows and delivered messages. */
export class Init1764310000000 implements MigrationInterface {
  name = 'Init1764310000000';

  async up(q: QueryRunner): Promise<void> {
    // Even order numbers: activations take the odd ones from their own sequence.
    await q.query(`CREATE SEQUENCE "rentals"."rental_order_number" AS bigint START WITH 2 INCREMENT BY 2`);
    await q.query(`CREATE TABLE "rentals"."rentals" (
      "id" uuid NOT NULL,
      "order_number" bigint NOT NULL DEFAULT nextval('rentals.rental_order_number'),
      "user_id" uuid NOT NULL,
      "request_key" text,
      "country" character varying(2) NOT NULL,
      "carrier" character varying(32),
      "service" character varying(12),
      "number_id" uuid,
      "number" text,
      "state" character varying(12) NOT NULL,
      "period_hours" integer NOT NULL,
      "started_at" TIMESTAMP WITH TIME ZONE,
      "ends_at" TIMESTAMP WITH TIME ZONE,
      "ended_at" TIMESTAMP WITH TIME ZONE,
      "reserved_until" TIMESTAMP WITH TIME ZONE,
      "code_delivered" boolean NOT NULL DEFAULT false,
      "released_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_rentals" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_rentals_user" ON "rentals"."rentals" ("user_id", "created_at")`);
    await q.query(`CREATE INDEX "IDX_rentals_due" ON "rentals"."rentals" ("state", "ends_at")`);
    await q.query(`ALTER SEQUENCE "rentals"."rental_order_number" OWNED BY "rentals"."rentals"."order_number"`);
    await q.query(`CREATE UNIQUE INDEX "UQ_rentals_request" ON "rentals"."rentals" ("user_id", "request_key")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_rentals_order_number" ON "rentals"."rentals" ("order_number")`);
    await q.query(`CREATE TABLE "rentals"."payments" (
      "id" uuid NOT NULL,
      "rental_id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "kind" character varying(8) NOT NULL,
      "request_key" text NOT NULL,
      "period_hours" integer,
      "amount_micros" bigint NOT NULL,
      "hold_id" uuid,
      "transfer_id" uuid,
      "state" character varying(8) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "UQ_payments_request" UNIQUE ("rental_id", "kind", "request_key"),
      CONSTRAINT "PK_payments" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_payments_state" ON "rentals"."payments" ("state", "created_at")`);
    await q.query(`CREATE TABLE "rentals"."restore_requests" (
      "id" uuid NOT NULL,
      "rental_id" uuid NOT NULL,
      "state" character varying(8) NOT NULL,
      "done_by" character varying(8),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "done_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_restore_requests" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_restore_requests_rental" ON "rentals"."restore_requests" ("rental_id", "created_at")`);
    await q.query(`CREATE INDEX "IDX_restore_requests_state" ON "rentals"."restore_requests" ("state")`);
    await q.query(`CREATE TABLE "rentals"."usage_windows" (
      "id" uuid NOT NULL,
      "rental_id" uuid NOT NULL,
      "opens_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "closes_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_usage_windows" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_usage_windows_rental" ON "rentals"."usage_windows" ("rental_id", "closes_at")`);
    await q.query(`CREATE TABLE "rentals"."messages" (
      "message_id" uuid NOT NULL,
      "rental_id" uuid NOT NULL,
      "kind" character varying(4) NOT NULL,
      "sender" text,
      "text" text NOT NULL,
      "code" text,
      "service" character varying(12),
      "received_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_rental_messages" PRIMARY KEY ("message_id"))`);
    await q.query(`CREATE INDEX "IDX_messages_rental" ON "rentals"."messages" ("rental_id", "received_at")`);
    await createOutboxTable(q, 'rentals');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['outbox', 'messages', 'usage_windows', 'restore_requests', 'payments', 'rentals']) await q.query(`DROP TABLE "rentals"."${table}"`);
  }
}
