import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { WebhookDeliveriesPage, WebhookDeliveriesQuery, WebhooksSubjects } from '@simrelay/contracts';
import { WebhookDeliveries } from './webhook-deliveries';

/** What the user may see of their webhooks: each delivery and how every attempt went. */
@Controller()
export class DeliveriesController {
  constructor(private readonly deliveries: WebhookDeliveries) {}

  @MessagePattern(WebhooksSubjects.listDeliveries)
  list(@Payload() query: WebhookDeliveriesQuery): Promise<WebhookDeliveriesPage> {
    return this.deliveries.page(query);
  }
}
