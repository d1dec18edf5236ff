import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ActivationsEvents, LeaseMessageEvent } from '@simrelay/contracts';
import { DurableConsumer, LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { RentalMessagesService } from './rental-messages.service';

export const LEASE_MESSAGES_DURABLE = 'rentals-lease-messages';

/**
 * Messages on leased SIMs from activations' stream, acked after the verdict is stored: a crash
 * in between gives the event again, and the message id makes the repeat harmless.
 */
@Injectable()
export class LeaseMessagesConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: DurableConsumer<LeaseMessageEvent>;

  constructor(messages: RentalMessagesService, @Inject(MESSAGING) messaging: MessagingContext, @Inject(LOGGER) logger: Logger) {
    this.consumer = new DurableConsumer(
      messaging.js, messaging.jsm, messaging.namespace,
      {
        stream: ActivationsEvents.stream, durable: LEASE_MESSAGES_DURABLE, filterSubject: ActivationsEvents.leaseMessage, type: LeaseMessageEvent,
        handle: async (event) => void (await messages.receive(event)),
        // Rentals side by side, each rental's messages in order.
        concurrency: 8, orderKey: (event) => event.leaseId,
      },
      logger,
    );
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }
}
