import { ActivationsEvents } from '@simrelay/contracts';
import { createOutboxWake, dropOutboxWake } from '@simrelay/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns no view shows: changing only these announces nothing. */
const BOOKKEEPING = `- 'settlement' - 'settled_at' - 'forgiven'`;

/**
 * `evt.activations.changed` for every change an activation's views show, written by the
 * database into the outbox in the changing transaction: whatever path changes an activation
 * (a purchase, a code, a status, the sweeper, an operator, paths added later), the gateways that
 * keep views hear of it once it is committed, never before. Plus the outbox's commit wake.
 */
export class ActivationChanges1764800000000 implements MigrationInterface {
  name = 'ActivationChanges1764800000000';

  async up(q: QueryRunner): Promise<void> {
    const announce = (userId: string, activationId: string) =>
      `INSERT INTO "activations"."outbox" ("id", "subject", "payload")
        VALUES (gen_random_uuid(), '${ActivationsEvents.changed}', jsonb_build_object('userId', ${userId}, 'activationId', ${activationId}))`;
    await q.query(`CREATE FUNCTION "activations"."announce_activation_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${announce('NEW."user_id"', 'NEW."id"')};
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "activation_bought" AFTER INSERT ON "activations"."activations"
      FOR EACH ROW EXECUTE FUNCTION "activations"."announce_activation_change"()`);
    await q.query(`CREATE TRIGGER "activation_changed" AFTER UPDATE ON "activations"."activations"
      FOR EACH ROW WHEN ((to_jsonb(OLD) ${BOOKKEEPING}) IS DISTINCT FROM (to_jsonb(NEW) ${BOOKKEEPING}))
      EXECUTE FUNCTION "activations"."announce_activation_change"()`);
    // A message given to an activation (its first code or a later one) is part of its view.
    await q.query(`CREATE FUNCTION "activations"."announce_activation_message"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "activations"."outbox" ("id", "subject", "payload")
          SELECT gen_random_uuid(), '${ActivationsEvents.changed}', jsonb_build_object('userId', a."user_id", 'activationId', a."id")
          FROM "activations"."activations" a WHERE a."id" = NEW."activation_id";
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "activation_message_added" AFTER INSERT ON "activations"."messages"
      FOR EACH ROW WHEN (NEW."activation_id" IS NOT NULL) EXECUTE FUNCTION "activations"."announce_activation_message"()`);
    await q.query(`CREATE TRIGGER "activation_message_changed" AFTER UPDATE ON "activations"."messages"
      FOR EACH ROW WHEN (NEW."activation_id" IS NOT NULL AND (OLD."activation_id", OLD."code", OLD."text", OLD."sender") IS DISTINCT FROM (NEW."activation_id", NEW."code", NEW."text", NEW."sender"))
      EXECUTE FUNCTION "activations"."announce_activation_message"()`);
    await createOutboxWake(q, 'activations');
  }

  async down(q: QueryRunner): Promise<void> {
    await dropOutboxWake(q, 'activations');
    for (const [trigger, table] of [
      ['activation_message_changed', 'messages'], ['activation_message_added', 'messages'], ['activation_changed', 'activations'], ['activation_bought', 'activations'],
    ]) {
      await q.query(`DROP TRIGGER "${trigger}" ON "activations"."${table}"`);
    }
    await q.query(`DROP FUNCTION "activations"."announce_activation_message"()`);
    await q.query(`DROP FUNCTION "activations"."announce_activation_change"()`);
  }
}
