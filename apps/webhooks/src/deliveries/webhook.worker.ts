import { WEBHOOK_ATTEMPTS } from '@simrelay/contracts';
import { withCorrelation } from '@simrelay/logging';
import type { Namespace } from '@simrelay/messaging';
import { Job, UnrecoverableError } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { ConsumerWorker } from '../consumer-worker';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSender } from './webhook-sender';
import { WebhookTargets } from './webhook-targets';
import { WEBHOOK_QUEUE, WebhookJob } from './webhook.queue';

export interface WebhookWorkerOptions {
  namespace: Namespace;
  concurrency?: number;
}

/**
 * Consumes the webhook queue: one attempt per run. Each attempt is recorded with the
 * delivery's new state before the run ends; a failure that may still succeed throws, and
 * BullMQ runs the job again after WEBHOOK_RETRY_DELAY_MS. Never logs URLs or bodies: users
 * put secrets in their URLs, and the body holds their codes.
 */
export class WebhookWorker extends ConsumerWorker<WebhookJob> {
  constructor(
    redis: Redis,
    private readonly deliveries: WebhookDeliveries,
    private readonly targets: WebhookTargets,
    private readonly sender: WebhookSender,
    logger: Logger,
    options: WebhookWorkerOptions,
  ) {
    // Mostly waiting on receivers (up to the timeout each): many at once.
    super(redis, logger, { queue: WEBHOOK_QUEUE, type: WebhookJob, namespace: options.namespace, concurrency: options.concurrency ?? 32 });
  }

  protected handle(data: WebhookJob): Promise<void> {
    return withCorrelation(data.correlationId, () => this.attempt(data.deliveryId));
  }

  /** Out of tries without a recorded last attempt (e.g. the database was away): say so on the delivery. */
  protected failed(job: Job | undefined, error: Error, final: boolean): void {
    if (!final || !job?.id || error instanceof UnrecoverableError) return;
    this.deliveries.abandon(job.id, `gave up: ${error.message}`).then(
      (abandoned) => abandoned && this.logger.error({ deliveryId: job.id, err: error }, 'webhook delivery abandoned'),
      (abandonError: unknown) => this.logger.error({ deliveryId: job.id, err: abandonError }, 'webhook delivery could not be marked failed'),
    );
  }

  private async attempt(deliveryId: string): Promise<void> {
    const delivery = await this.deliveries.find(deliveryId);
    if (!delivery) throw new UnrecoverableError(`delivery ${deliveryId} does not exist`);
    // Delivered or given up already: a repeated job sends nothing.
    if (delivery.state !== 'pending') return;
    // The secret as it is now: a user who made a new one gets the pending retries signed with it.
    const target = await this.targets.of(delivery.userId);
    if (!target) {
      if (await this.deliveries.abandon(deliveryId, 'the account no longer exists')) this.logger.warn({ deliveryId }, 'webhook delivery abandoned');
      return;
    }
    const attempt = delivery.attempts + 1;
    const startedAt = new Date();
    const outcome = await this.sender.send({ url: delivery.url, body: JSON.stringify(delivery.payload), deliveryId, attempt, secret: target.secret });
    const state = outcome.ok ? 'delivered' : outcome.final || attempt >= WEBHOOK_ATTEMPTS ? 'failed' : 'pending';
    const error = outcome.ok ? null : outcome.error;
    const recorded = await this.deliveries.recordAttempt(delivery, {
      attempt, startedAt, httpStatus: outcome.status, error, durationMs: outcome.durationMs, state,
    });
    const log = { deliveryId, attempt, status: outcome.status, durationMs: outcome.durationMs, state };
    if (!recorded) {
      this.logger.warn(log, 'webhook attempt made twice; the first record stands');
      return;
    }
    if (state === 'delivered') {
      this.logger.info(log, 'webhook delivered');
      return;
    }
    if (state === 'failed') {
      this.logger.warn({ ...log, error }, 'webhook failed for good');
      throw new UnrecoverableError(error ?? 'failed');
    }
    this.logger.info({ ...log, error }, 'webhook attempt failed; will retry');
    throw new Error(error ?? 'failed');
  }
}
