import { Client } from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { outboxWakeChannel } from './outbox-wake.migration';

/**
 * Listens for the commit notices of a schema's outbox (`createOutboxWake`) on a connection of
 * its own and wakes the relay with each: an event leaves as soon as its transaction commits,
 * in whichever replica wrote it. The relay's interval stays the safety net while this
 * connection is down (it reconnects after that interval).
 */
export class OutboxWakeListener {
  private client?: Client;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly wake: () => void,
    private readonly logger: Logger,
    private readonly retryMs = 1000,
  ) {}

  async start(): Promise<void> {
    const { url, schema } = this.dataSource.options as { url?: string; schema?: string };
    if (!url || !schema || this.stopped) return;
    const client = new Client({ connectionString: url, application_name: `simrelay-${schema}-outbox-wake` });
    client.on('notification', () => this.wake());
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'outbox wake connection lost; the relay polls until it is back');
      void client.end().catch(() => undefined);
      this.again();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${outboxWakeChannel(schema)}"`);
      this.client = client;
      // Rows committed while nobody listened.
      this.wake();
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox wake not listening yet; the relay polls until it is');
      await client.end().catch(() => undefined);
      this.again();
    }
  }

  private again(): void {
    this.client = undefined;
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.start();
    }, this.retryMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }
}
