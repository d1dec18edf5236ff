import { CodeReceivedEvent, microsToDollars, WebhookPayload } from '@simrelay/contracts';
import { stableUuid } from '@simrelay/messaging';

/** The same message to the same URL is always the same delivery: a redelivered event makes no second one. */
export const deliveryIdOf = (messageId: string, url: string): string => stableUuid(`webhook:${messageId}:${url}`);

/** The body POSTed for a message that reached an activation (see WebhookPayload). */
export function webhookPayload(event: CodeReceivedEvent, deliveryId: string): WebhookPayload {
  const message = event.message;
  return {
    type: message.kind,
    deliveryId,
    activationId: event.activationId,
    number: event.number,
    service: event.service,
    sender: message.sender ?? null,
    text: message.sms,
    code: message.code ?? null,
    receivedAt: message.receivedAt,
    balance: microsToDollars(event.balanceMicros),
  };
}
