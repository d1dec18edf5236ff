import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ActivationsEvents, BalanceView, BillingSubjects, CodeReceivedEvent, RentalMessageDeliveredEvent, RentalsEvents } from '@simrelay/contracts';
import { DurableConsumer, MessagingContext } from '@simrelay/messaging';
import type { ClassConstructor } from 'class-transformer';
import type { Logger } from 'pino';
import { DeliveryRequest, WebhookDeliveries } from './webhook-deliveries';
import { rentSmsPayload, webhookPayload } from './webhook-payload';
import { KeptWebhookUrls } from './kept-webhook-urls';
import { WebhookQueue } from './webhook.queue';

export const CODES_CONSUMER_DURABLE = 'webhooks-codes';
export const RENT_MESSAGES_CONSUMER_DURABLE = 'webhooks-rent-messages';

interface MessageEventSource<T extends { userId: string }> {
  stream: string;
  durable: string;
  subject: string;
  type: ClassConstructor<T>;
  /** Asked only for a user with a webhook URL. */
  delivery: (event: T, messaging: MessagingContext) => Promise<DeliveryRequest>;
}

/** Codes that reached an activation: `sms` / `call` webhooks. */
export const CODES_SOURCE: MessageEventSource<CodeReceivedEvent> = {
  stream: ActivationsEvents.stream, durable: CODES_CONSUMER_DURABLE, subject: ActivationsEvents.codeReceived, type: CodeReceivedEvent,
  delivery: async (event, messaging) => {
    // A later code charged nothing and carries no balance: the payload gives it as it stands.
    const balanceMicros =
      event.balanceMicros ?? (await messaging.rpc.request<BalanceView>(BillingSubjects.balance, { userId: event.userId })).balanceMicros;
    return {
      userId: event.userId, messageId: event.message._id, activationId: event.activationId, rentalId: null,
      payload: (id) => webhookPayload({ ...event, balanceMicros }, id),
    };
  },
};

/** Verification messages that reached a rental: `rent_sms` webhooks. */
export const RENT_MESSAGES_SOURCE: MessageEventSource<RentalMessageDeliveredEvent> = {
  stream: RentalsEvents.stream, durable: RENT_MESSAGES_CONSUMER_DURABLE, subject: RentalsEvents.messageDelivered, type: RentalMessageDeliveredEvent,
  delivery: (event) =>
    Promise.resolve({
      userId: event.userId, messageId: event.message._id, activationId: null, rentalId: event.rentalId, payload: (id) => rentSmsPayload(event, id),
    }),
};

/**
 * Messages that reached a user -> a delivery to their webhook URL, when they set one (the URL as
 * identity last told, `KeptWebhookUrls`). The delivery row comes first (once per message and URL), then its
 * job; the event is acked after both, so a crash in between leaves nothing out.
 */
export class MessageEventsConsumer<T extends { userId: string }> implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: DurableConsumer<T>;

  constructor(source: MessageEventSource<T>, messaging: MessagingContext, urls: KeptWebhookUrls, deliveries: WebhookDeliveries, queue: WebhookQueue, logger: Logger) {
    this.consumer = new DurableConsumer(
      messaging.js,
      messaging.jsm,
      messaging.namespace,
      {
        stream: source.stream,
        durable: source.durable,
        filterSubject: source.subject,
        type: source.type,
        // Users side by side, each user's messages in order.
        concurrency: 8,
        orderKey: (event) => event.userId,
        // Most users set no URL: once that is known, their messages are skipped before the contract check.
        wanted: (payload) => {
          const userId = (payload as { userId?: unknown } | null)?.userId;
          return typeof userId !== 'string' || !urls.knownWithout(userId);
        },
        handle: async (event) => {
          const url = await urls.of(event.userId);
          if (!url) return;
          const request = await source.delivery(event, messaging);
          const delivery = await deliveries.open(request, url);
          if (delivery.state === 'pending') await queue.enqueue(delivery.id);
          logger.info({ deliveryId: delivery.id, activationId: request.activationId, rentalId: request.rentalId, state: delivery.state }, 'webhook delivery queued');
        },
      },
      logger,
    );
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  /** First to stop on shutdown, so nothing is queued once the queue closes. */
  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }
}
