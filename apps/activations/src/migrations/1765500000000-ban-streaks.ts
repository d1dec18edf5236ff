import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ban streak as a count per user, raised by an end without SMS and cleared by a code: it was
 * counted from the user's activations at every such end, up to their ban limit and one more
 * (1,001 rows for the highest limit). Filled from the rows as they were counted; `forgiven` and
 * the index that found a user's last code served only that count.
 */
export class BanStreaks1765500000000 implements MigrationInterface {
  name = 'BanStreaks1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "activations"."ban_streaks" ("user_id" uuid NOT NULL, "without_sms" integer NOT NULL DEFAULT 0, CONSTRAINT "PK_ban_streaks" PRIMARY KEY ("user_id"))`);
    await q.query(`
      INSERT INTO "activations"."ban_streaks" ("user_id", "without_sms")
      SELECT a.user_id, count(*) FROM "activations"."activations" a
       WHERE NOT a.forgiven AND a.status IN ('cancelled', 'blocked', 'no_sms', 'timeout')
         AND a.created_at > COALESCE((SELECT max(c.created_at) FROM "activations"."activations" c
                                       WHERE c.user_id = a.user_id AND c.status IN ('finished', 'received')), '-infinity')
       GROUP BY a.user_id`);
    await q.query(`DROP INDEX "activations"."IDX_activations_coded_user"`);
    await q.query(`ALTER TABLE "activations"."activations" DROP COLUMN "forgiven"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "activations"."activations" ADD "forgiven" boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX "IDX_activations_coded_user" ON "activations"."activations" ("user_id", "created_at") WHERE "status" IN ('finished', 'received')`);
    await q.query(`DROP TABLE "activations"."ban_streaks"`);
  }
}
