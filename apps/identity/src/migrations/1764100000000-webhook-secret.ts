import { MigrationInterface, QueryRunner } from 'typeorm';

/** Nullable: users from before it get their secret on first use (it is encrypted by the service). */
export class WebhookSecret1764100000000 implements MigrationInterface {
  name = 'WebhookSecret1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."users" ADD "webhook_secret_cipher" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."users" DROP COLUMN "webhook_secret_cipher"`);
  }
}
