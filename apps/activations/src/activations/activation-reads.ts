import type { ActivationView } from '@simrelay/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Message } from '../router/message.entity';
import { Activation } from './activation.entity';
import { MessageFields, toActivationView } from './activation.views';

/** A message as `messagesJson` gives it. */
export interface MessageJson extends Omit<MessageFields, 'receivedAt'> {
  receivedAt: string;
}

/** The messages of the activation aliased `alias` in the caller's statement, as one JSON array, oldest first. */
export const messagesJson = (manager: EntityManager, alias: string): string => `coalesce((
      SELECT json_agg(json_build_object('id', m.id, 'kind', m.kind, 'sender', m.sender, 'text', m.text, 'code', m.code, 'receivedAt', m.received_at)
        ORDER BY m.received_at)
      FROM ${manager.connection.getMetadata(Message).tablePath} m WHERE m.activation_id = ${alias}.id), '[]'::json)`;

export const fromMessagesJson = (messages: MessageJson[]): MessageFields[] => messages.map((m) => ({ ...m, receivedAt: new Date(m.receivedAt) }));

/**
 * Activations with their messages in one statement. One statement reads one snapshot, so a
 * code committed meanwhile shows together with the `received` status or not at all, and the
 * polling path needs no transaction around two reads.
 */
export async function readActivationViews(
  manager: EntityManager,
  select: (query: SelectQueryBuilder<Activation>) => SelectQueryBuilder<Activation>,
): Promise<ActivationView[]> {
  const query = select(manager.getRepository(Activation).createQueryBuilder('a')).addSelect(messagesJson(manager, 'a'), 'a_messages');
  // No joins: one raw row per entity, in the same order.
  const { entities, raw } = await query.getRawAndEntities<{ a_messages: MessageJson[] }>();
  return entities.map((activation, i) => toActivationView(activation, fromMessagesJson(raw[i].a_messages)));
}
