import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AgentSmsReport, AgentStream } from '@simrelay/contracts';
import { DurableConsumer, LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { HubPushWorker } from './hub-push.worker';
import { HubPushes } from './hub-pushes';

export const HUB_PUSHES_DURABLE = 'activations-hub-pushes';

/**
 * Every agent's SMS, beside the router's own consumer: one on a number sold to a hub becomes a
 * push, stored before the report is acked (a redelivery finds the row and adds nothing).
 */
@Injectable()
export class HubPushConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: DurableConsumer<AgentSmsReport>;

  constructor(pushes: HubPushes, worker: HubPushWorker, @Inject(MESSAGING) messaging: MessagingContext, @Inject(LOGGER) logger: Logger) {
    this.consumer = new DurableConsumer(
      messaging.js, messaging.jsm, messaging.namespace,
      {
        stream: AgentStream.name, durable: HUB_PUSHES_DURABLE, filterSubject: AgentStream.allSms, type: AgentSmsReport, concurrency: 8,
        orderKey: (report) => report.iccid,
        handle: async (report) => {
          // Sent at once rather than at the worker's next round.
          if (await pushes.fromReport(report)) void worker.run();
        },
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
