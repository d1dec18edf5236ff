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
 * `FOR UPDATE SKIP LOCKED`; a row's deletion commits only after JetStream acknowledged it.
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
      // Taken and deleted in one statement; the deletion commits only once JetStream has every row
      // (a failure below rolls it back). Plain SQL: the relay runs after every commit with an event.
      // TypeORM answers a DELETE with [rows, count].
      const [taken] = (await manager.query(
        `DELETE FROM ${this.table()} WHERE "id" IN (
           SELECT "id" FROM ${this.table()} ORDER BY "created_at" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
         ) RETURNING "id", "subject", "payload", "correlation_id", "created_at"`,
      )) as [OutboxRow[], number];
      // RETURNING keeps no order: the oldest first again.
      const rows = taken.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
      // Sent in order on one connection, acknowledgements awaited together: a batch costs one
      // round trip, not one per row. Any failure keeps every row for the next run (same msgID).
      await Promise.all(
        rows.map((row) => {
          const hdrs = headers();
          if (row.correlation_id) hdrs.set(EVENT_CORRELATION_HEADER, row.correlation_id);
          return this.js.publish(this.namespace.subject(row.subject), codec.encode(row.payload), { msgID: row.id, headers: hdrs });
        }),
      );
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
  created_at: Date;
}
