import type { OnApplicationShutdown } from '@nestjs/common';
import type { MailRequestedEvent } from '@simrelay/contracts';
import type { Namespace } from '@simrelay/messaging';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';

export const MAIL_QUEUE = 'mail';

/** Job name -> payload, for every job on the mail queue. */
export interface MailJobs {
  send: MailRequestedEvent;
}
export type MailJobName = keyof MailJobs;

const SECOND_MS = 1000;

export interface MailQueueOptions {
  namespace: Namespace;
  attempts: number;
  logger: Logger;
}

/** BullMQ keys live under the namespace, so test files (and stages) never share a queue. */
export const bullPrefix = (namespace: Namespace): string => `${namespace.redisPrefix()}bull`;

/** The producer side of the mail queue. */
export class MailQueue implements OnApplicationShutdown {
  readonly queue: Queue<MailJobs[MailJobName], void, MailJobName>;
  private readonly connection: Redis;

  constructor(redis: Redis, options: MailQueueOptions) {
    // Its own connection that fails fast: while Redis is away the event handler throws and
    // JetStream offers the event again, instead of the handler waiting without end.
    this.connection = redis.duplicate({ maxRetriesPerRequest: 2, connectionName: 'webhooks-mail-queue' });
    this.queue = new Queue(MAIL_QUEUE, {
      connection: this.connection,
      prefix: bullPrefix(options.namespace),
      defaultJobOptions: {
        attempts: options.attempts,
        backoff: { type: 'exponential', delay: 5 * SECOND_MS },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: false,
      },
    });
    this.queue.on('error', (error) => options.logger.warn({ err: error }, 'mail queue connection error'));
  }

  /**
   * Resolves once the job is stored in Redis. The job id is the mail id, so a redelivered
   * event adds nothing while the first job is kept (a day after completion).
   */
  async enqueue(event: MailRequestedEvent): Promise<void> {
    await this.queue.add('send', { ...event }, { jobId: event.mailId });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}
