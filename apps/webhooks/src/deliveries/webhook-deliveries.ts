import type { AnyWebhookPayload, DeliverySortField, WebhookDeliveriesPage, WebhookDeliveriesQuery, WebhookDeliveryView } from '@simrelay/contracts';
import { listOrdering } from '@simrelay/persistence';
import { DataSource, In, LessThan } from 'typeorm';
import { WebhookAttempt } from './webhook-attempt.entity';
import { DeliveryState, WebhookDelivery } from './webhook-delivery.entity';
import { deliveryIdOf } from './webhook-payload';

/** Entity properties (the list reads through find options). */
const DELIVERY_PROPERTIES: Record<DeliverySortField, string> = { createdAt: 'createdAt', url: 'url', state: 'state', attempts: 'attempts' };
const NEWEST_FIRST = { sort: 'createdAt', order: 'desc' } as const;

/** A message to send: which user, and the activation or the rental it reached. */
export interface DeliveryRequest {
  userId: string;
  messageId: string;
  activationId: string | null;
  rentalId: string | null;
  /** The body, given the delivery's id (it is in the body). */
  payload: (deliveryId: string) => AnyWebhookPayload;
}

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
  async open(request: DeliveryRequest, url: string): Promise<WebhookDelivery> {
    const repo = this.dataSource.getRepository(WebhookDelivery);
    const id = deliveryIdOf(request.messageId, url);
    await repo
      .createQueryBuilder()
      .insert()
      .values({
        id, messageId: request.messageId, userId: request.userId, activationId: request.activationId, rentalId: request.rentalId, url, payload: request.payload(id),
        state: 'pending', attempts: 0, lastError: null, finishedAt: null,
      })
      .orIgnore()
      .execute();
    return repo.findOneByOrFail({ messageId: request.messageId, url });
  }

  find(id: string): Promise<WebhookDelivery | null> {
    return this.dataSource.getRepository(WebhookDelivery).findOneBy({ id });
  }

  /** A user's deliveries, newest first unless sorted, with their attempts: one page and its total. */
  async page({ userId, page, limit, ...order }: WebhookDeliveriesQuery): Promise<WebhookDeliveriesPage> {
    const [rows, total] = await this.dataSource.getRepository(WebhookDelivery).findAndCount({
      where: { userId }, order: listOrdering(DELIVERY_PROPERTIES, order, NEWEST_FIRST, 'id').condition, skip: (page - 1) * limit, take: limit,
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

  /** Pending deliveries made before `olderThan`, oldest first: what the sweeper looks at. */
  async pendingIds(olderThan: Date, limit: number): Promise<string[]> {
    const rows = await this.dataSource.getRepository(WebhookDelivery).find({
      select: { id: true }, where: { state: 'pending', createdAt: LessThan(olderThan) }, order: { createdAt: 'ASC' }, take: limit,
    });
    return rows.map((r) => r.id);
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
    rentalId: delivery.rentalId,
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
