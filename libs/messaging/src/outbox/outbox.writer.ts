import { randomUUID } from 'node:crypto';
import { currentCorrelationId } from '@simrelay/logging';
import type { Bind } from '@simrelay/persistence';
import type { EntityManager } from 'typeorm';
import { OutboxEvent } from './outbox-event.entity';

/** Adds an event to the caller's transaction; it is published only if that commits. */
export async function addToOutbox(manager: EntityManager, subject: string, payload: object, id: string = randomUUID()): Promise<string> {
  await manager.insert(OutboxEvent, { id, subject, payload, correlationId: currentCorrelationId() ?? null });
  return id;
}

/** The row `addToOutbox` writes, as one part of a `WriteBatch` in the service's `schema`. */
export function outboxRow(schema: string, bind: Bind, subject: string, payload: object, id: string = randomUUID()): string {
  return `INSERT INTO "${schema}"."outbox" ("id", "subject", "payload", "correlation_id") VALUES (${outboxValues(bind, subject, payload, id)})`;
}

/** The same row, written only where `condition` holds (SQL over the statement's other parts, say). */
export function outboxRowWhere(schema: string, bind: Bind, subject: string, payload: object, id: string, condition: string): string {
  return `INSERT INTO "${schema}"."outbox" ("id", "subject", "payload", "correlation_id") SELECT ${outboxValues(bind, subject, payload, id)} WHERE ${condition}`;
}

const outboxValues = (bind: Bind, subject: string, payload: object, id: string): string =>
  // Typed: in a SELECT list nothing else tells the server what a placeholder is.
  `${bind(id)}::uuid, ${bind(subject)}::text, ${bind(JSON.stringify(payload))}::jsonb, ${bind(currentCorrelationId() ?? null)}::text`;
