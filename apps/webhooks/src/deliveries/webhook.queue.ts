import { WEBHOOK_ATTEMPTS } from '@simrelay/contracts';
import { currentCorrelationId } from '@simrelay/logging';
import type { Namespace } from '@simrelay/messaging';
import { IsOptional, IsString, IsUUID } from 'class-validator';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { ProducerQueue } from '../producer-queue';

export const WEBHOOK_QUEUE = 'webhooks';

/** A job on the webhook queue: make the next attempt of this delivery. */
export class WebhookJob {
  @IsUUID('4') deliveryId!: string;
  @IsOptional() @IsString() correlationId?: string;
}

/** Job name -> payload, for every job on the webhook queue. */
export interface WebhookJobs {
  deliver: WebhookJob;
}

/**
 * BullMQ tries beyond the SPEC's attempts, for runs that failed before an attempt was recorded
 * (database away). The attempts table decides when a delivery is over, not this count.
 */
const INFRASTRUCTURE_TRIES = 4;

export interface WebhookQueueOptions {
  namespace: Namespace;
  /** WEBHOOK_RETRY_DELAY_MS: a fixed pause between attempts. */
  retryDelayMs: number;
  logger: Logger;
}

/** The producer side of the webhook queue. */
export class WebhookQueue extends ProducerQueue<WebhookJobs> {
  constructor(redis: Redis, options: WebhookQueueOptions) {
    super(redis, WEBHOOK_QUEUE, {
      ...options,
      jobOptions: {
        attempts: WEBHOOK_ATTEMPTS + INFRASTRUCTURE_TRIES,
        backoff: { type: 'fixed', delay: options.retryDelayMs },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    });
  }

  /** Resolves once the job is stored. The job id is the delivery id: enqueueing it again adds nothing. */
  async enqueue(deliveryId: string): Promise<void> {
    const correlationId = currentCorrelationId();
    await this.queue.add('deliver', { deliveryId, ...(correlationId ? { correlationId } : {}) }, { jobId: deliveryId });
  }
}
