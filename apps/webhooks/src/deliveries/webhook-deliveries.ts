import type { CodeReceivedEvent, WebhookDeliveriesPage, WebhookDeliveryView } from '@simrelay/contracts';
import { DataSource, In } from 'typeorm';
import { WebhookAttempt } from './webhook-attempt.entity';
import { DeliveryState, WebhookDelivery } from './webhook-delivery.entity';
import { deliveryIdOf, webhookPayload } from './webhook-payload';

export interface AttemptRecord {
  attempt: number;
  startedAt: Date;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
  /** What the delivery is after this attempt. */
  state: DeliveryState;
}

/** The deliveries table and its attempts: the record of what was sent where, and how it went. */
export class WebhookDeliveries {
  constructor(private readonly dataSource: DataSource) {}

  /** The delivery of this message to this URL: made on the first call, found on every later one. */
  async open(event: CodeReceivedEvent, url: string): Promise<WebhookDelivery> {
    const repo = this.dataSource.getRepository(WebhookDelivery);
    const id = deliveryIdOf(event.message._id, url);
    await repo
      .createQueryBuilder()
      .insert()
      .values({
        id, messageId: event.message._id, userId: event.userId, activationId: event.activationId, url, payload: webhookPayload(event, id),
        state: 'pending', attempts: 0, lastError: null, finishedAt: null,
      })
      .orIgnore()
      .execute();
    return repo.findOneByOrFail({ messageId: event.message._id, url });
  }

  find(id: string): Promise<WebhookDelivery | null> {
    return this.dataSource.getRepository(WebhookDelivery).findOneBy({ id });
  }

  /** A user's deliveries, newest first, with their attempts: one page and its total. */
  async page(userId: string, page: number, limit: number): Promise<WebhookDeliveriesPage> {
    const [rows, total] = await this.dataSource.getRepository(WebhookDelivery).findAndCount({
      where: { userId }, order: { createdAt: 'DESC', id: 'ASC' }, skip: (page - 1) * limit, take: limit,
    });
    const attempts = rows.length
      ? await this.dataSource.getRepository(WebhookAttempt).find({ where: { deliveryId: In(rows.map((r) => r.id)) }, order: { attempt: 'ASC' } })
      : [];
    const items = rows.map((delivery) => toDeliveryView(delivery, attempts.filter((a) => a.deliveryId === delivery.id)));
    return { items, total, page, limit };
  }

  /**
   * Stores an attempt and the delivery's new state, in one transaction. False when the
   * delivery moved on meanwhile (another run recorded this attempt first): nothing is stored.
   */
  recordAttempt(delivery: WebhookDelivery, record: AttemptRecord): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const moved = await manager.update(
        WebhookDelivery,
        { id: delivery.id, state: 'pending', attempts: record.attempt - 1 },
        { attempts: record.attempt, state: record.state, lastError: record.error, finishedAt: record.state === 'pending' ? null : new Date() },
      );
      if (!moved.affected) return false;
      await manager.insert(WebhookAttempt, {
        deliveryId: delivery.id, attempt: record.attempt, startedAt: record.startedAt, httpStatus: record.httpStatus, error: record.error,
        durationMs: record.durationMs,
      });
      return true;
    });
  }

  /** Gives up on a delivery still pending (its job ran out of tries without recording a last attempt). */
  async abandon(id: string, reason: string): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(WebhookDelivery)
      .update({ id, state: 'pending' }, { state: 'failed', lastError: reason, finishedAt: new Date() });
    return Boolean(result.affected);
  }
}

function toDeliveryView(delivery: WebhookDelivery, attempts: WebhookAttempt[]): WebhookDeliveryView {
  return {
    _id: delivery.id,
    activationId: delivery.activationId,
    url: delivery.url,
    state: delivery.state,
    payload: delivery.payload,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt.toISOString(),
    finishedAt: delivery.finishedAt?.toISOString() ?? null,
    attempts: attempts.map((a) => ({
      attempt: a.attempt, startedAt: a.startedAt.toISOString(), httpStatus: a.httpStatus, error: a.error, durationMs: a.durationMs,
    })),
  };
}
