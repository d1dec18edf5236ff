import { JSONCodec } from 'nats';
import type { Logger } from 'pino';
import { backoffDelay, Clock, sleep } from '../clock';
import { LogEvent } from '../log-events';
import { DiskOutbox, OutboxEntry } from '../outbox/disk-outbox';

/** What the publisher needs of JetStream: `js.publish` with a message id for deduplication. */
export interface ReportPublisher {
  /** False while NATS is disconnected: nothing is attempted (no stale buffered publishes). */
  readonly connected: boolean;
  publish(subject: string, data: Uint8Array, options: { msgID?: string; timeout: number }): Promise<{ duplicate: boolean; seq: number }>;
}

export interface OutboxPublisherOptions {
  outbox: DiskOutbox;
  target: ReportPublisher;
  /** Subject with the namespace applied. */
  subject: (name: string) => string;
  clock: Clock;
  logger: Logger;
  timeoutMs: number;
  retryMinMs: number;
  retryMaxMs: number;
  /** JetStream acknowledged the entry (and the ack is on disk): its SIM slots may go. */
  onAcked: (entry: OutboxEntry) => void;
}

const codec = JSONCodec<object>();

/**
 * Moves outbox entries to JetStream, oldest first, one at a time, with `Nats-Msg-Id` = the
 * entry's key. On failure it waits (exponential backoff, capped) and tries the same entry
 * again, for as long as it takes: nothing is dropped. Adding an entry or NATS reconnecting
 * wakes it at once.
 */
export class OutboxPublisher {
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: AbortController = new AbortController();
  private failures = 0;
  private unsubscribe: (() => void) | null = null;
  readonly stats = { published: 0, duplicates: 0, failures: 0 };

  constructor(private readonly options: OutboxPublisherOptions) {}

  start(): void {
    if (this.loop) return;
    this.unsubscribe = this.options.outbox.onAdded(() => this.kick());
    this.loop = this.run();
  }

  /** New work, or the connection is back: stop waiting. */
  kick(): void {
    this.failures = Math.min(this.failures, 1);
    this.wake.abort();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    this.wake.abort();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const signal = this.wake.signal;
      const next = this.options.outbox.firstPending();
      if (!next) {
        await this.idle(signal);
        continue;
      }
      if (await this.publish(next)) {
        this.failures = 0;
        continue;
      }
      this.failures++;
      this.stats.failures++;
      const delayMs = backoffDelay(this.failures - 1, this.options.retryMinMs, this.options.retryMaxMs);
      this.options.logger.warn(
        { key: next.key, kind: next.kind, attempt: this.failures, delayMs, pending: this.options.outbox.pending().length, reason: this.lastReason },
        LogEvent.publishRetry,
      );
      await sleep(this.options.clock, delayMs, signal);
      this.renewWake(signal);
    }
  }

  private lastReason = '';

  private async idle(signal: AbortSignal): Promise<void> {
    if (!signal.aborted) await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    this.renewWake(signal);
  }

  private renewWake(used: AbortSignal): void {
    if (this.wake.signal === used && used.aborted) this.wake = new AbortController();
  }

  /** True when JetStream stored it (or already had it). */
  private async publish(entry: OutboxEntry): Promise<boolean> {
    const { target, logger } = this.options;
    if (!target.connected) {
      this.lastReason = 'nats disconnected';
      return false;
    }
    let ack: { duplicate: boolean; seq: number };
    try {
      ack = await target.publish(this.options.subject(entry.subject), codec.encode(entry.payload), { msgID: entry.key, timeout: this.options.timeoutMs });
    } catch (error) {
      this.lastReason = (error as Error).message;
      return false;
    }
    this.stats.published++;
    if (ack.duplicate) this.stats.duplicates++;
    logger.info(
      { key: entry.key, iccid: entry.iccid, subject: entry.subject, seq: ack.seq, duplicate: ack.duplicate, indexes: entry.slots.map((slot) => slot.index) },
      entry.kind === 'sms' ? LogEvent.smsPublished : LogEvent.callPublished,
    );
    let acked: OutboxEntry | undefined;
    try {
      acked = await this.options.outbox.markAcked(entry.key);
    } catch (error) {
      // JetStream has it; a restart publishes it again and JetStream drops the copy (same msgID).
      logger.error({ key: entry.key, err: error }, LogEvent.outboxWriteFailed);
      return false;
    }
    if (acked) this.options.onAcked(acked);
    return true;
  }
}
