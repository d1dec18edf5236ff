import { ActivationMessageView, ActivationView, microsToDollars } from '@simrelay/contracts';
import type { Message } from '../router/message.entity';
import type { Activation } from './activation.entity';

/** What a message view shows. */
export type MessageFields = Pick<Message, 'id' | 'kind' | 'sender' | 'text' | 'code' | 'receivedAt'>;

export const toMessageView = (m: MessageFields): ActivationMessageView => ({
  _id: m.id, kind: m.kind, sender: m.sender, sms: m.text, code: m.code, receivedAt: m.receivedAt.toISOString(),
});

export const toActivationView = (a: Activation, messages: MessageFields[] = []): ActivationView => ({
  _id: a.id,
  activationId: a.id,
  orderNumber: a.orderNumber,
  numberId: a.numberId,
  number: a.number,
  service: a.service,
  country: a.country,
  carrier: a.carrier,
  price: microsToDollars(a.priceMicros),
  status: a.status,
  verification: a.verification,
  againAt: a.againAt?.toISOString() ?? null,
  createdAt: a.createdAt.toISOString(),
  expiresAt: a.expiresAt.toISOString(),
  endedAt: a.endedAt?.toISOString() ?? null,
  messages: messages.map(toMessageView),
});
