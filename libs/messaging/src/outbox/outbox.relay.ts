import { headers, JetStreamClient, JSONCodec } from 'nats';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { Namespace } from '../namespace';
import { EVENT_CORRELATION_HEADER } from '../events/event-headers';
import { OutboxEvent } from './outbox-event.entity';

const codec = JSONCodec<object>();
const BATCH = 100;

/**
 * Moves committed outbox rows to JetStream. Replicas share the work through
 * `FOR UPDATE SKIP LOCKED`; a row is deleted only after JetStream acknowledged it.
 * Writers call `kick()` after commit for promptness; the interval covers crashes.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly js: JetStreamClient,
    private readonly namespace: Namespace,
    private readonly logger: Logger,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Relays now; resolves when what was committed before the call is published. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.kick();
      }
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    try {
      while ((await this.relayBatch()) === BATCH) {
        // keep going while full batches come back
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox relay failed; will retry');
    }
  }

  private relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // Plain SQL: the relay runs after every commit that wrote an event, on every service.
      const rows: OutboxRow[] = await manager.query(
        `SELECT "id", "subject", "payload", "correlation_id" FROM ${this.table()} ORDER BY "created_at" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      // Sent in order on one connection, acknowledgements awaited together: a batch costs one
      // round trip, not one per row. Any failure keeps every row for the next run (same msgID).
      await Promise.all(
        rows.map((row) => {
          const hdrs = headers();
          if (row.correlation_id) hdrs.set(EVENT_CORRELATION_HEADER, row.correlation_id);
          return this.js.publish(this.namespace.subject(row.subject), codec.encode(row.payload), { msgID: row.id, headers: hdrs });
        }),
      );
      if (rows.length) await manager.query(`DELETE FROM ${this.table()} WHERE "id" = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      return rows.length;
    });
  }

  /** The service's outbox table, quoted. */
  private table(): string {
    const metadata = this.dataSource.getMetadata(OutboxEvent);
    return metadata.schema ? `"${metadata.schema}"."${metadata.tableName}"` : `"${metadata.tableName}"`;
  }
}

interface OutboxRow {
  id: string;
  subject: string;
  payload: object;
  correlation_id: string | null;
}
