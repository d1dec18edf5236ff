import { MigrationInterface, QueryRunner } from 'typeorm';

export class TopUpCheckout1763820000000 implements MigrationInterface {
  name = 'TopUpCheckout1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "billing"."topups" ADD "provider_ref" text`);
    await q.query(`ALTER TABLE "billing"."topups" ADD "checkout_url" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "billing"."topups" DROP COLUMN "checkout_url"`);
    await q.query(`ALTER TABLE "billing"."topups" DROP COLUMN "provider_ref"`);
  }
}
