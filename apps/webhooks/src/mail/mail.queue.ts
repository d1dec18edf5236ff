import type { MailRequestedEvent } from '@simrelay/contracts';
import type { Namespace } from '@simrelay/messaging';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { ProducerQueue } from '../producer-queue';

export const MAIL_QUEUE = 'mail';

/** Job name -> payload, for every job on the mail queue. */
export interface MailJobs {
  send: MailRequestedEvent;
}

const SECOND_MS = 1000;

export interface MailQueueOptions {
  namespace: Namespace;
  attempts: number;
  logger: Logger;
}

/** The producer side of the mail queue. */
export class MailQueue extends ProducerQueue<MailJobs> {
  constructor(redis: Redis, options: MailQueueOptions) {
    super(redis, MAIL_QUEUE, {
      ...options,
      jobOptions: {
        attempts: options.attempts,
        backoff: { type: 'exponential', delay: 5 * SECOND_MS },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: false,
      },
    });
  }

  /**
   * Resolves once the job is stored in Redis. The job id is the mail id, so a redelivered
   * event adds nothing while the first job is kept (a day after completion).
   */
  async enqueue(event: MailRequestedEvent): Promise<void> {
    await this.queue.add('send', { ...event }, { jobId: event.mailId });
  }
}
