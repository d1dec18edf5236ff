import { Type } from 'class-transformer';
import { IsInt, IsUUID, Max, Min } from 'class-validator';
import { IsSortField, IsSortOrder, type SortOrder } from '../common/list-order';
import type { AnyWebhookPayload } from './webhook-payload';

/** NATS request/reply subjects served by the webhooks service (queue group `webhooks`). */
export const WebhooksSubjects = {
  /** A user's webhook deliveries, newest first, each with its attempts. */
  listDeliveries: 'webhooks.deliveries.list',
} as const;

/** The fields a user's deliveries sort by, in the back office. */
export const DELIVERY_SORT_FIELDS = ['createdAt', 'url', 'state', 'attempts'] as const;
export type DeliverySortField = (typeof DELIVERY_SORT_FIELDS)[number];

export class WebhookDeliveriesQuery {
  /** Default: newest first. */
  @IsSortField(DELIVERY_SORT_FIELDS) sort?: DeliverySortField;
  @IsSortOrder() order?: SortOrder;
  @IsUUID('4', { message: 'format' }) userId!: string;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page: number = 1;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100, { message: 'max' }) limit: number = 20;
}

export interface WebhookAttemptView {
  attempt: number;
  startedAt: string;
  /** The receiver's HTTP status; null when no answer came. */
  httpStatus: number | null;
  /** Why it failed; null for the successful attempt. */
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryView {
  _id: string;
  /** The activation, or the rental (`rent_sms`), the message reached: one of the two. */
  activationId: string | null;
  rentalId: string | null;
  url: string;
  state: 'pending' | 'delivered' | 'failed';
  /** The body as POSTed on every attempt. */
  payload: AnyWebhookPayload;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
  attempts: WebhookAttemptView[];
}

export interface WebhookDeliveriesPage {
  items: WebhookDeliveryView[];
  total: number;
  page: number;
  limit: number;
}
