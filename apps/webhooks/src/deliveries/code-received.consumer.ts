import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ActivationsEvents, CodeReceivedEvent } from '@simrelay/contracts';
import { DurableConsumer, MessagingContext } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookTargets } from './webhook-targets';
import { WebhookQueue } from './webhook.queue';

export const CODES_CONSUMER_DURABLE = 'webhooks-codes';

/**
 * Messages that reached an activation -> a delivery to the user's webhook URL, when they set
 * one. The URL is read from identity now. The delivery row comes first (once per message and
 * URL), then its job; the event is acked after both, so a crash in between leaves nothing out.
 */
export class CodeReceivedConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: DurableConsumer<CodeReceivedEvent>;

  constructor(messaging: MessagingContext, targets: WebhookTargets, deliveries: WebhookDeliveries, queue: WebhookQueue, logger: Logger) {
    this.consumer = new DurableConsumer(
      messaging.js,
      messaging.jsm,
      messaging.namespace,
      {
        stream: ActivationsEvents.stream,
        durable: CODES_CONSUMER_DURABLE,
        filterSubject: ActivationsEvents.codeReceived,
        type: CodeReceivedEvent,
        // Users side by side, each user's codes in order.
        concurrency: 8,
        orderKey: (event) => event.userId,
        handle: async (event) => {
          const url = (await targets.of(event.userId))?.url;
          if (!url) return;
          const delivery = await deliveries.open(event, url);
          if (delivery.state === 'pending') await queue.enqueue(delivery.id);
          logger.info({ deliveryId: delivery.id, activationId: event.activationId, state: delivery.state }, 'webhook delivery queued');
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
