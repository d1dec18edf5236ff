import type { QueryRunner } from 'typeorm';

/** Every service's first migration calls these for its own schema. */
export async function createOutboxTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`CREATE TABLE "${schema}"."outbox" (
    "id" uuid NOT NULL,
    "subject" text NOT NULL,
    "payload" jsonb NOT NULL,
    "correlation_id" text,
    "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
    CONSTRAINT "PK_${schema}_outbox" PRIMARY KEY ("id"))`);
}

export async function dropOutboxTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`DROP TABLE "${schema}"."outbox"`);
}
