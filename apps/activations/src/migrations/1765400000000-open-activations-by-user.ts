import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's open activations found directly: every purchase counts them (the open limit), and
 * through the user's whole history that count grew with every activation they ever bought.
 */
export class OpenActivationsByUser1765400000000 implements MigrationInterface {
  name = 'OpenActivationsByUser1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_activations_open_user" ON "activations"."activations" ("user_id") WHERE "status" IN ('active', 'received')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "activations"."IDX_activations_open_user"`);
  }
}
