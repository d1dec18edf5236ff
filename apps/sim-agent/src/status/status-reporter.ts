import { AgentStatusReport, AgentSubjects } from '@simrelay/contracts';
import { JSONCodec } from 'nats';
import type { Logger } from 'pino';
import { ModemFleet } from '../agent/modem-fleet';
import { Clock, sleep } from '../clock';
import { LogEvent } from '../log-events';
import { DiskOutbox } from '../outbox/disk-outbox';
import { OutboxPublisher, ReportPublisher } from '../publish/outbox-publisher';

const codec = JSONCodec<object>();

export interface StatusReporterOptions {
  agentId: string;
  fleet: ModemFleet;
  outbox: DiskOutbox;
  publisher: OutboxPublisher;
  target: ReportPublisher;
  subject: (name: string) => string;
  clock: Clock;
  logger: Logger;
  intervalMs: number;
  timeoutMs: number;
  startedAt: number;
}

/** Builds the heartbeat; published every interval while NATS is up (a missed beat is not retried). */
export class StatusReporter {
  private readonly stopSignal = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(private readonly options: StatusReporterOptions) {}

  report(): AgentStatusReport {
    const { clock, outbox, publisher } = this.options;
    return {
      agentId: this.options.agentId,
      at: new Date(clock.now()).toISOString(),
      uptimeSeconds: Math.max(0, Math.floor((clock.now() - this.options.startedAt) / 1000)),
      outbox: {
        pending: outbox.pending().length,
        acked: outbox.acked().length,
        published: publisher.stats.published,
        publishFailures: publisher.stats.failures,
      },
      modems: this.options.fleet.snapshots(),
    };
  }

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopSignal.abort();
    await this.loop;
  }

  /** Publishes one heartbeat now. */
  async publish(): Promise<boolean> {
    const { target, logger } = this.options;
    const report = this.report();
    if (!target.connected) {
      logger.debug({ reason: 'nats disconnected' }, LogEvent.statusNotPublished);
      return false;
    }
    try {
      const ack = await target.publish(this.options.subject(AgentSubjects.status(this.options.agentId)), codec.encode(report), {
        timeout: this.options.timeoutMs,
      });
      logger.debug({ seq: ack.seq, modems: report.modems.length }, LogEvent.statusPublished);
      return true;
    } catch (error) {
      logger.warn({ err: error }, LogEvent.statusNotPublished);
      return false;
    }
  }

  private async run(): Promise<void> {
    while (!this.stopSignal.signal.aborted) {
      await this.publish();
      await sleep(this.options.clock, this.options.intervalMs, this.stopSignal.signal);
    }
  }
}
