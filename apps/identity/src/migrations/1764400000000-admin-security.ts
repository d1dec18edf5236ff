import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Administrators' second factor (TOTP secret, recovery codes, login challenges), sessions'
 * last activity (admin sessions end when idle), and the append-only audit log: a trigger
 * refuses every UPDATE, DELETE and TRUNCATE of it, whichever database user asks.
 */
export class AdminSecurity1764400000000 implements MigrationInterface {
  name = 'AdminSecurity1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."admins" ADD "totp_secret_cipher" text`);
    await q.query(`ALTER TABLE "identity"."admins" ADD "totp_pending_cipher" text`);
    await q.query(`ALTER TABLE "identity"."admins" ADD "totp_enabled_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "identity"."admins" ADD "totp_last_step" integer`);
    await q.query(`ALTER TABLE "identity"."sessions" ADD "last_active_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await q.query(`CREATE TABLE "identity"."admin_recovery_codes" (
      "id" uuid NOT NULL,
      "admin_id" uuid NOT NULL,
      "code_hash" text NOT NULL,
      "used_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_admin_recovery_codes" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_admin_recovery_codes_admin" ON "identity"."admin_recovery_codes" ("admin_id")`);
    await q.query(`CREATE TABLE "identity"."admin_challenges" (
      "id" uuid NOT NULL,
      "token_hash" text NOT NULL,
      "admin_id" uuid NOT NULL,
      "purpose" character varying(8) NOT NULL,
      "attempts" integer NOT NULL DEFAULT 0,
      "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "used_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_admin_challenges" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "UQ_admin_challenges_token" ON "identity"."admin_challenges" ("token_hash")`);
    await q.query(`CREATE TABLE "identity"."admin_audit" (
      "id" BIGSERIAL NOT NULL,
      "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "admin_id" uuid,
      "admin_email" text,
      "session_id" uuid,
      "action" character varying(120) NOT NULL,
      "target" text,
      "outcome" character varying(8) NOT NULL,
      "request" jsonb,
      "before_state" jsonb,
      "after_state" jsonb,
      "error" text,
      "ip" character varying(64),
      "user_agent" character varying(300),
      "correlation_id" character varying(100),
      CONSTRAINT "PK_admin_audit" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_admin_audit_at" ON "identity"."admin_audit" ("at")`);
    await q.query(`CREATE INDEX "IDX_admin_audit_admin" ON "identity"."admin_audit" ("admin_id")`);
    await q.query(`CREATE FUNCTION "identity"."admin_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'identity.admin_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`CREATE TRIGGER "admin_audit_no_change" BEFORE UPDATE OR DELETE ON "identity"."admin_audit"
      FOR EACH ROW EXECUTE FUNCTION "identity"."admin_audit_append_only"()`);
    await q.query(`CREATE TRIGGER "admin_audit_no_truncate" BEFORE TRUNCATE ON "identity"."admin_audit"
      FOR EACH STATEMENT EXECUTE FUNCTION "identity"."admin_audit_append_only"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."admin_audit"`);
    await q.query(`DROP FUNCTION "identity"."admin_audit_append_only"()`);
    await q.query(`DROP TABLE "identity"."admin_challenges"`);
    await q.query(`DROP TABLE "identity"."admin_recovery_codes"`);
    await q.query(`ALTER TABLE "identity"."sessions" DROP COLUMN "last_active_at"`);
    for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_cipher', 'totp_secret_cipher']) {
      await q.query(`ALTER TABLE "identity"."admins" DROP COLUMN "${column}"`);
    }
  }
}
