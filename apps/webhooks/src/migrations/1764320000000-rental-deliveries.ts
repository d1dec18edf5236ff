import { MigrationInterface, QueryRunner } from 'typeorm';

/** A delivery carries a message of an activation or of a rental (`rent_sms`). */
export class RentalDeliveries1764320000000 implements MigrationInterface {
  name = 'RentalDeliveries1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "webhooks"."deliveries" ALTER COLUMN "activation_id" DROP NOT NULL`);
    await q.query(`ALTER TABLE "webhooks"."deliveries" ADD "rental_id" uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "webhooks"."deliveries" WHERE "activation_id" IS NULL`);
    await q.query(`ALTER TABLE "webhooks"."deliveries" DROP COLUMN "rental_id"`);
    await q.query(`ALTER TABLE "webhooks"."deliveries" ALTER COLUMN "activation_id" SET NOT NULL`);
  }
}
