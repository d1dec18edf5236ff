import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AgentStatusReport, AgentStream, validateMessage } from '@simrelay/contracts';
import { LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import { JSONCodec, Subscription } from 'nats';
import type { Logger } from 'pino';
import { InventoryService } from './inventory.service';

const codec = JSONCodec<unknown>();

/**
 * Agents' heartbeats. Each replaces the last, so none needs replaying: a plain subscription in
 * the service's queue group (one replica takes each) instead of a durable consumer.
 */
@Injectable()
export class StatusListener implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription?: Subscription;

  constructor(
    private readonly inventory: InventoryService,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.subscription = this.messaging.connection.subscribe(this.messaging.namespace.subject(AgentStream.allStatus), {
      queue: 'activations',
      callback: (error, msg) => {
        if (error) return this.logger.warn({ err: error }, 'agent status subscription failed');
        void this.handle(msg.data);
      },
    });
  }

  private async handle(data: Uint8Array): Promise<void> {
    try {
      const report = await validateMessage(AgentStatusReport, codec.decode(data));
      await this.inventory.applyStatus(report);
    } catch (error) {
      this.logger.warn({ err: error }, 'agent status not applied');
    }
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }
}
