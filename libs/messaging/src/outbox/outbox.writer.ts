import { randomUUID } from 'node:crypto';
import { currentCorrelationId } from '@simrelay/logging';
import type { EntityManager } from 'typeorm';
import { OutboxEvent } from './outbox-event.entity';

/** Adds an event to the caller's transaction; it is published only if that commits. */
export async function addToOutbox(manager: EntityManager, subject: string, payload: object, id: string = randomUUID()): Promise<string> {
  await manager.insert(OutboxEvent, { id, subject, payload, correlationId: currentCorrelationId() ?? null });
  return id;
}
