import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { IdentityEvents, MailRequestedEvent } from '@simrelay/contracts';
import { DurableConsumer, MessagingContext } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { MailQueue } from './mail.queue';

export const MAIL_CONSUMER_DURABLE = 'webhooks-mail';

/**
 * Moves mail requests from JetStream to the mail queue. The event is acked only after the
 * job is stored in Redis; the worker does the slow part (SMTP) with its own retries.
 */
export class MailRequestedConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: DurableConsumer<MailRequestedEvent>;

  constructor(messaging: MessagingContext, queue: MailQueue, logger: Logger) {
    this.consumer = new DurableConsumer(
      messaging.js,
      messaging.jsm,
      messaging.namespace,
      {
        stream: IdentityEvents.stream,
        durable: MAIL_CONSUMER_DURABLE,
        filterSubject: IdentityEvents.mailRequested,
        type: MailRequestedEvent,
        handle: async (event) => {
          await queue.enqueue(event);
          logger.info({ mailId: event.mailId, template: event.template }, 'mail queued');
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
