import { headers, JSONCodec } from 'nats';
import type { Logger } from 'pino';
import { inFoldedTransaction, pgPool } from '@simrelay/persistence';
import type { DataSource } from 'typeorm';
import { Namespace } from '../namespace';
import { EVENT_CORRELATION_HEADER } from '../events/event-headers';
import type { StreamPublisher } from '../events/stream-publisher';
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
  /** Kicks so far, and how many of them the batch being taken already covers. */
  private kicks = 0;
  private covered = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly streams: StreamPublisher,
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
    this.kicks++;
    if (this.running) return this.running.then(() => this.running);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      // Again only for kicks that came after the last batch was asked for: a commit announced
      // before that was already visible to it (kicks come after commits).
      if (this.kicks > this.covered) void this.kick();
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    try {
      await this.relayBatches();
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox relay failed; will retry');
    }
  }

  /**
   * Batches in folded transactions on one connection while there is more: a full batch, or a
   * commit announced while one was out. Each batch's deletion commits only once JetStream has
   * every row, in the write that takes the next batch (a write and a wake of the server fewer),
   * or alone after the last.
   */
  private relayBatches(): Promise<void> {
    return inFoldedTransaction(pgPool(this.dataSource), async (tx) => {
      for (let more = true; more; ) {
        this.covered = this.kicks;
        const [, deleted = []] = await tx.commitAndBegin<OutboxRow>(this.take);
        // RETURNING keeps no order: the oldest first again.
        const rows = deleted.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
        // Sent in order on one connection, acknowledgements awaited together: a batch costs one
        // round trip, not one per row. Any failure keeps the batch's rows for the next run (same msgID).
        await Promise.all(
          rows.map((row) => {
            const hdrs = headers();
            if (row.correlation_id) hdrs.set(EVENT_CORRELATION_HEADER, row.correlation_id);
            return this.streams.publish(this.namespace.subject(row.subject), codec.encode(row.payload), row.id, hdrs);
          }),
        );
        more = rows.length === BATCH || this.kicks > this.covered;
      }
    });
  }

  /** A batch taken and deleted in one statement (see `relayBatches`). */
  private get take() {
    return [
      // The deletion's commit need not wait for the disk: one lost in a crash publishes its rows
      // again, under the same message ids, which JetStream drops as duplicates.
      { sql: `SET LOCAL synchronous_commit TO off` },
      // Prepared: planning it cost the server about as much as running it, at every commit's wake.
      {
        sql: `DELETE FROM ${this.table()} WHERE "id" IN (
           SELECT "id" FROM ${this.table()} ORDER BY "created_at" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
         ) RETURNING "id", "subject", "payload", "correlation_id", "created_at"`,
        prepare: true,
      },
    ];
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
