import { createOutboxTable } from '@simrelay/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** The system accounts every ledger starts with; clearing accounts appear with their provider. */
const SYSTEM_ACCOUNTS: Array<[string, string]> = [
  ['00000000-0000-4000-8000-000000000001', 'revenue'],
  ['00000000-0000-4000-8000-000000000002', 'fees'],
  ['00000000-0000-4000-8000-000000000003', 'cashback'],
  ['00000000-0000-4000-8000-000000000004', 'adjustments'],
];

export class Init1763800000000 implements MigrationInterface {
  name = 'Init1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "billing"."accounts" (
      "id" uuid NOT NULL,
      "code" text NOT NULL,
      "kind" character varying(16) NOT NULL,
      "user_id" uuid,
      "balance_micros" bigint NOT NULL DEFAULT 0,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "UQ_accounts_code" UNIQUE ("code"),
      CONSTRAINT "CHK_accounts_user_not_negative" CHECK ("kind" NOT IN ('wallet', 'holds') OR "balance_micros" >= 0),
      CONSTRAINT "PK_accounts" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_accounts_user" ON "billing"."accounts" ("user_id")`);
    await q.query(`CREATE TABLE "billing"."holds" (
      "id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "amount_micros" bigint NOT NULL,
      "captured_micros" bigint,
      "status" character varying(8) NOT NULL,
      "reference" text NOT NULL,
      "expires_at" TIMESTAMP WITH TIME ZONE,
      "idempotency_key" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "settled_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "UQ_holds_idempotency_key" UNIQUE ("idempotency_key"),
      CONSTRAINT "CHK_holds_amount_positive" CHECK ("amount_micros" > 0),
      CONSTRAINT "CHK_holds_status" CHECK ("status" IN ('active', 'posted', 'voided', 'expired')),
      CONSTRAINT "CHK_holds_captured" CHECK ("captured_micros" IS NULL OR ("captured_micros" > 0 AND "captured_micros" <= "amount_micros")),
      CONSTRAINT "PK_holds" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_holds_user" ON "billing"."holds" ("user_id")`);
    await q.query(
      `CREATE INDEX "IDX_holds_expiry" ON "billing"."holds" ("expires_at") WHERE "status" = 'active' AND "expires_at" IS NOT NULL`,
    );
    await q.query(`CREATE TABLE "billing"."transfers" (
      "id" uuid NOT NULL,
      "kind" character varying(16) NOT NULL,
      "debit_account_id" uuid NOT NULL,
      "credit_account_id" uuid NOT NULL,
      "amount_micros" bigint NOT NULL,
      "user_id" uuid,
      "hold_id" uuid,
      "refund_of" uuid,
      "reference" text NOT NULL,
      "reason" text,
      "idempotency_key" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "UQ_transfers_idempotency_key" UNIQUE ("idempotency_key"),
      CONSTRAINT "CHK_transfers_amount_positive" CHECK ("amount_micros" > 0),
      CONSTRAINT "CHK_transfers_distinct_accounts" CHECK ("debit_account_id" <> "credit_account_id"),
      CONSTRAINT "PK_transfers" PRIMARY KEY ("id"),
      CONSTRAINT "FK_transfers_debit_account" FOREIGN KEY ("debit_account_id") REFERENCES "billing"."accounts"("id"),
      CONSTRAINT "FK_transfers_credit_account" FOREIGN KEY ("credit_account_id") REFERENCES "billing"."accounts"("id"),
      CONSTRAINT "FK_transfers_hold" FOREIGN KEY ("hold_id") REFERENCES "billing"."holds"("id"),
      CONSTRAINT "FK_transfers_refund_of" FOREIGN KEY ("refund_of") REFERENCES "billing"."transfers"("id"))`);
    await q.query(`CREATE INDEX "IDX_transfers_user" ON "billing"."transfers" ("user_id", "created_at")`);
    await q.query(`CREATE INDEX "IDX_transfers_hold" ON "billing"."transfers" ("hold_id")`);
    await q.query(`CREATE INDEX "IDX_transfers_refund_of" ON "billing"."transfers" ("refund_of")`);
    await q.query(`CREATE TABLE "billing"."idempotency" (
      "key" text NOT NULL,
      "command" character varying(16) NOT NULL,
      "request_hash" character varying(64) NOT NULL,
      "result" jsonb,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_idempotency" PRIMARY KEY ("key"))`);
    await createOutboxTable(q, 'billing');
    for (const [id, code] of SYSTEM_ACCOUNTS) {
      await q.query(`INSERT INTO "billing"."accounts" ("id", "code", "kind") VALUES ($1, $2, $3)`, [id, code, code]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['outbox', 'idempotency', 'transfers', 'holds', 'accounts']) {
      await q.query(`DROP TABLE "billing"."${table}"`);
    }
  }
}
