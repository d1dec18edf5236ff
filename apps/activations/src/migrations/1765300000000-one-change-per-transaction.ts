import { ActivationsEvents } from '@simrelay/contracts';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One `evt.activations.changed` per activation per transaction: the event only tells readers to
 * drop what they keep, and a code's claim changes the message and the activation in one
 * statement (two triggers, two events before). The event's id is derived from the transaction
 * and the activation, and a second insert of it does nothing.
 */
export class OneChangePerTransaction1765300000000 implements MigrationInterface {
  name = 'OneChangePerTransaction1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await this.define(q, `md5(txid_current()::text || ':' || a_id::text)::uuid`, `ON CONFLICT ("id") DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.define(q, `gen_random_uuid()`, '');
  }

  /** Both announcing functions, with the event id `id` (of `a_id`) and what a repeated id does. */
  private async define(q: QueryRunner, id: string, onRepeat: string): Promise<void> {
    const insert = (userId: string, activationId: string, from = '') =>
      `INSERT INTO "activations"."outbox" ("id", "subject", "payload")
        SELECT ${id.replace(/a_id/g, activationId)}, '${ActivationsEvents.changed}', jsonb_build_object('userId', ${userId}, 'activationId', ${activationId}) ${from}
        ${onRepeat}`;
    await q.query(`CREATE OR REPLACE FUNCTION "activations"."announce_activation_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${insert('NEW."user_id"', 'NEW."id"')};
        RETURN NULL;
      END $$`);
    await q.query(`CREATE OR REPLACE FUNCTION "activations"."announce_activation_message"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${insert('a."user_id"', 'a."id"', `FROM "activations"."activations" a WHERE a."id" = NEW."activation_id"`)};
        RETURN NULL;
      END $$`);
  }
}
