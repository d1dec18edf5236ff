import { createOutboxTable } from '@simrelay/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1763769600000 implements MigrationInterface {
  name = 'Init1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "identity"."users" (
      "id" uuid NOT NULL,
      "email" text NOT NULL,
      "password_hash" text NOT NULL,
      "lang" character varying(2) NOT NULL,
      "webhook_url" text,
      "email_verified_at" TIMESTAMP WITH TIME ZONE,
      "banned" boolean NOT NULL DEFAULT false,
      "ban_limit" integer NOT NULL DEFAULT 5,
      "api_key_hash" text NOT NULL,
      "api_key_cipher" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "UQ_users_email" UNIQUE ("email"),
      CONSTRAINT "UQ_users_api_key_hash" UNIQUE ("api_key_hash"),
      CONSTRAINT "PK_users" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "identity"."email_tokens" (
      "id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "purpose" character varying(16) NOT NULL,
      "token_hash" text NOT NULL,
      "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "used_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "UQ_email_tokens_token_hash" UNIQUE ("token_hash"),
      CONSTRAINT "PK_email_tokens" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_email_tokens_user_purpose" ON "identity"."email_tokens" ("user_id", "purpose")`);
    await q.query(`CREATE TABLE "identity"."sessions" (
      "id" uuid NOT NULL,
      "audience" character varying(8) NOT NULL,
      "subject_id" uuid NOT NULL,
      "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "revoked_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_sessions" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_sessions_subject" ON "identity"."sessions" ("subject_id")`);
    await q.query(`CREATE TABLE "identity"."admins" (
      "id" uuid NOT NULL,
      "email" text NOT NULL,
      "password_hash" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "UQ_admins_email" UNIQUE ("email"),
      CONSTRAINT "PK_admins" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "identity"."settings" (
      "key" text NOT NULL,
      "value" jsonb NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_settings" PRIMARY KEY ("key"))`);
    await createOutboxTable(q, 'identity');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['outbox', 'settings', 'admins', 'sessions', 'email_tokens', 'users']) {
      await q.query(`DROP TABLE "identity"."${table}"`);
    }
  }
}
