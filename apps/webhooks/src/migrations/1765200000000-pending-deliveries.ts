import { MigrationInterface, QueryRunner } from 'typeorm';

/** The sweeper reads pending deliveries oldest first: an index of those only, however many were delivered. */
export class PendingDeliveries1765200000000 implements MigrationInterface {
  name = 'PendingDeliveries1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_deliveries_pending" ON "webhooks"."deliveries" ("created_at") WHERE "state" = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "webhooks"."IDX_deliveries_pending"`);
  }
}
