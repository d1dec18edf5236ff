import { PeriodicTask } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookQueue } from './webhook.queue';

/** Deliveries this new are left to the consumer that is queueing them. */
const GRACE_MS = 60_000;
const BATCH = 500;

/**
 * Pending deliveries whose job is gone or over are settled as the worker would have settled
 * them, so none stays pending with nothing left to move it: a job can end failed while its
 * give-up could not be written (the database away when the worker heard of it, or a worker
 * that stopped in between). A missing job is queued again, a
 * failed one is given up (its reason kept), a completed one is run again. Replicas may sweep
 * at once: queueing is by the delivery's id, a give-up only moves a pending delivery.
 */
export class DeliverySweeper extends PeriodicTask {
  constructor(
    private readonly deliveries: WebhookDeliveries,
    private readonly queue: WebhookQueue,
    private readonly logger: Logger,
    protected readonly intervalMs: number,
  ) {
    super();
  }

  protected async runOnce(): Promise<void> {
    try {
      for (const id of await this.deliveries.pendingIds(new Date(Date.now() - GRACE_MS), BATCH)) {
        if (this.stopping) return;
        await this.settle(id);
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'webhook delivery sweep failed; will retry');
    }
  }

  private async settle(deliveryId: string): Promise<void> {
    const job = await this.queue.queue.getJob(deliveryId);
    const state = job ? await job.getState() : 'unknown';
    if (state === 'failed' && job) {
      if (await this.deliveries.abandon(deliveryId, `gave up: ${job.failedReason}`)) {
        this.logger.error({ deliveryId, reason: job.failedReason }, 'webhook delivery abandoned by the sweeper');
      }
      return;
    }
    if (state === 'completed' && job) await job.remove();
    if (state === 'unknown' || state === 'completed') {
      await this.queue.enqueue(deliveryId);
      this.logger.warn({ deliveryId, state }, 'pending webhook delivery queued again');
    }
  }
}
