import { CodeReceivedEvent, microsToDollars, RentalMessageDeliveredEvent, RentSmsWebhookPayload, WebhookPayload } from '@simrelay/contracts';
import { stableUuid } from '@simrelay/messaging';

/** The same message to the same URL is always the same delivery: a redelivered event makes no second one. */
export const deliveryIdOf = (messageId: string, url: string): string => stableUuid(`webhook:${messageId}:${url}`);

/** The body POSTed for a message that reached an activation (see WebhookPayload). */
export function webhookPayload(event: CodeReceivedEvent & { balanceMicros: number }, deliveryId: string): WebhookPayload {
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

/** The body POSTed for a verification message that reached a rental (see RentSmsWebhookPayload). */
export function rentSmsPayload(event: RentalMessageDeliveredEvent, deliveryId: string): RentSmsWebhookPayload {
  const message = event.message;
  return {
    type: 'rent_sms',
    deliveryId,
    rentalId: event.rentalId,
    orderNumber: event.orderNumber,
    number: event.number,
    service: event.service ?? null,
    kind: message.kind,
    sender: message.sender ?? null,
    text: message.sms,
    code: message.code ?? null,
    receivedAt: message.receivedAt,
  };
}
