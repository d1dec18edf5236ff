import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { DomainError, validateMessage } from '@simrelay/contracts';
import type { Namespace } from '@simrelay/messaging';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { bullPrefix } from './bull-prefix';

const MAX_STALLS = 5;

export interface ConsumerWorkerOptions<T> {
  queue: string;
  /** The job data's contract. */
  type: new () => T;
  namespace: Namespace;
  concurrency: number;
}

/**
 * The consumer side of a BullMQ queue: each job's data is checked against its contract (data
 * that breaks it can never succeed and fails at once, no retry), then handled. Subclasses say
 * what handling is and what a failure means; they never log job data (it holds secrets).
 */
export abstract class ConsumerWorker<T extends object> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker?: Worker<unknown, void>;

  constructor(
    protected readonly redis: Redis,
    protected readonly logger: Logger,
    private readonly options: ConsumerWorkerOptions<T>,
  ) {}

  protected abstract handle(data: T, job: Job<unknown>): Promise<void>;

  /** A run failed; `final`: BullMQ gave up on the job (no retry follows). */
  protected abstract failed(job: Job | undefined, error: Error, final: boolean): void;

  onApplicationBootstrap(): void {
    // BullMQ duplicates `redis` for its blocking reads; it requires maxRetriesPerRequest: null.
    this.worker = new Worker<unknown, void>(this.options.queue, async (job) => this.handle(await this.validate(job), job), {
      connection: this.redis,
      prefix: bullPrefix(this.options.namespace),
      concurrency: this.options.concurrency,
      // A job whose worker died (or lost Redis) mid-run is run again. One that stalled more often
      // than this is failed by the worker that takes it next (BullMQ's deferred failure), with a
      // 'failed' event there; a give-up that cannot be written then is the DeliverySweeper's.
      maxStalledCount: MAX_STALLS,
    });
    this.worker.on('failed', (job, error) =>
      this.failed(job, error, !job || error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1)),
    );
    this.worker.on('error', (error) => this.logger.error({ err: error, queue: this.options.queue }, 'queue worker error'));
  }

  private async validate(job: Job<unknown>): Promise<T> {
    try {
      return await validateMessage(this.options.type, job.data);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Field names and message keys only, never the values.
      throw new UnrecoverableError(`${this.options.queue} job refused by its contract: ${JSON.stringify(error.fields ?? {})}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    // Waits for the jobs in progress: one cut off mid-send would be sent again.
    await this.worker?.close();
  }
}
