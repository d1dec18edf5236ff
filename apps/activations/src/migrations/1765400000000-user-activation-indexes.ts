import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's open activations, and their last one with a code, found directly: every purchase
 * counts the open ones (the open limit), every end without SMS looks for the last code (the ban
 * streak), and both walked the user's whole history, growing with every activation bought.
 */
export class UserActivationIndexes1765400000000 implements MigrationInterface {
  name = 'UserActivationIndexes1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_activations_open_user" ON "activations"."activations" ("user_id") WHERE "status" IN ('active', 'received')`);
    await q.query(`CREATE INDEX "IDX_activations_coded_user" ON "activations"."activations" ("user_id", "created_at") WHERE "status" IN ('finished', 'received')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "activations"."IDX_activations_coded_user"`);
    await q.query(`DROP INDEX "activations"."IDX_activations_open_user"`);
  }
}
