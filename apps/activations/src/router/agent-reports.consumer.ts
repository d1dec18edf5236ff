import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AgentCallReport, AgentSmsReport, AgentStream } from '@simrelay/contracts';
import { DurableConsumer, LOGGER, MESSAGING, MessagingContext, retireDurable } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { RouterService } from './router.service';

export const SMS_DURABLE = 'activations-sms';
export const CALLS_DURABLE = 'activations-calls';
/** Hub pushes had a consumer of their own; the router stores them with the SMS now. */
const RETIRED_DURABLES = ['activations-hub-pushes'];
/** SIMs routed side by side; one SIM's reports stay in order (a call, then the SMS after it). */
const CONCURRENCY = 8;

/**
 * Every agent's SMS and calls from JetStream. A report is acked only after it is stored (and
 * routed): a crash in between gives it again, and the agent's key makes the repeat harmless.
 */
@Injectable()
export class AgentReportsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumers: Array<DurableConsumer<object>>;

  constructor(router: RouterService, @Inject(MESSAGING) private readonly messaging: MessagingContext, @Inject(LOGGER) logger: Logger) {
    const sms = new DurableConsumer(
      messaging.js, messaging.jsm, messaging.namespace,
      { stream: AgentStream.name, durable: SMS_DURABLE, filterSubject: AgentStream.allSms, type: AgentSmsReport, handle: (report) => router.sms(report),
        concurrency: CONCURRENCY, orderKey: (report) => report.iccid },
      logger,
    );
    const calls = new DurableConsumer(
      messaging.js, messaging.jsm, messaging.namespace,
      { stream: AgentStream.name, durable: CALLS_DURABLE, filterSubject: AgentStream.allCalls, type: AgentCallReport, handle: (report) => router.call(report),
        concurrency: CONCURRENCY, orderKey: (report) => report.iccid },
      logger,
    );
    this.consumers = [sms, calls] as Array<DurableConsumer<object>>;
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const durable of RETIRED_DURABLES) await retireDurable(this.messaging.jsm, this.messaging.namespace, AgentStream.name, durable);
    for (const consumer of this.consumers) await consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    for (const consumer of this.consumers) await consumer.stop();
  }
}
