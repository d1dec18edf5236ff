import { Injectable } from '@nestjs/common';
import { DeliverySortField, ListOrder, WebhookDeliveriesPage, WebhooksSubjects } from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

/** Typed calls to the webhooks service over NATS. */
@Injectable()
export class WebhooksClient extends ServiceClient {
  deliveries = (userId: string, page: number, limit: number, order: ListOrder<DeliverySortField> = {}) =>
    this.call<WebhookDeliveriesPage>(WebhooksSubjects.listDeliveries, { userId, page, limit, ...order });
}
