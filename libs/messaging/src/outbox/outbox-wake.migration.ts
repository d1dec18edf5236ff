import type { QueryRunner } from 'typeorm';

/** The channel a schema's outbox announces its commits on (see `OutboxRelay.listen`). */
export const outboxWakeChannel = (schema: string): string => `outbox_${schema}`;

/**
 * A NOTIFY with every statement that adds outbox rows: Postgres delivers it at commit, so the
 * relays of every replica publish at once instead of waiting for their interval, whoever wrote
 * the row (code, or a trigger). Repeated notices of one transaction arrive as one.
 */
export async function createOutboxWake(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`CREATE FUNCTION "${schema}"."outbox_wake"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${outboxWakeChannel(schema)}', '');
      RETURN NULL;
    END $$`);
  await queryRunner.query(`CREATE TRIGGER "outbox_wake" AFTER INSERT ON "${schema}"."outbox" FOR EACH STATEMENT EXECUTE FUNCTION "${schema}"."outbox_wake"()`);
}

export async function dropOutboxWake(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`DROP TRIGGER "outbox_wake" ON "${schema}"."outbox"`);
  await queryRunner.query(`DROP FUNCTION "${schema}"."outbox_wake"()`);
}
