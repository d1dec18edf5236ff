import type { ActivationView } from '@simrelay/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Message } from '../router/message.entity';
import { Activation } from './activation.entity';
import { MessageFields, toActivationView } from './activation.views';

interface MessageJson extends Omit<MessageFields, 'receivedAt'> {
  receivedAt: string;
}

/**
 * Activations with their messages in one statement. One statement reads one snapshot, so a
 * code committed meanwhile shows together with the `received` status or not at all, and the
 * polling path needs no transaction around two reads.
 */
export async function readActivationViews(
  manager: EntityManager,
  select: (query: SelectQueryBuilder<Activation>) => SelectQueryBuilder<Activation>,
): Promise<ActivationView[]> {
  const messages = manager.connection.getMetadata(Message).tablePath;
  const query = select(manager.getRepository(Activation).createQueryBuilder('a')).addSelect(
    `coalesce((
      SELECT json_agg(json_build_object('id', m.id, 'kind', m.kind, 'sender', m.sender, 'text', m.text, 'code', m.code, 'receivedAt', m.received_at)
        ORDER BY m.received_at)
      FROM ${messages} m WHERE m.activation_id = a.id), '[]'::json)`,
    'a_messages',
  );
  // No joins: one raw row per entity, in the same order.
  const { entities, raw } = await query.getRawAndEntities<{ a_messages: MessageJson[] }>();
  return entities.map((activation, i) =>
    toActivationView(activation, raw[i].a_messages.map((m) => ({ ...m, receivedAt: new Date(m.receivedAt) }))),
  );
}
