import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A modem's SIMs found directly: every port's heartbeat marks any other SIM that was on it as no
 * longer ready, and without an index read every number to find them (a rack's whole heartbeat
 * grew with the square of its SIMs: 0.9 ms a port at 2,800 SIMs, every 30 seconds).
 */
export class NumbersByModem1765700000000 implements MigrationInterface {
  name = 'NumbersByModem1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_numbers_modem" ON "activations"."numbers" ("modem_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "activations"."IDX_numbers_modem"`);
  }
}
