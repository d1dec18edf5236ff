import { WebhookAttempt } from './deliveries/webhook-attempt.entity';
import { WebhookDelivery } from './deliveries/webhook-delivery.entity';
import { Init1764000000000 } from './migrations/1764000000000-init';
import { RentalDeliveries1764320000000 } from './migrations/1764320000000-rental-deliveries';
import { PendingDeliveries1765200000000 } from './migrations/1765200000000-pending-deliveries';

export const WEBHOOKS_SCHEMA = 'webhooks';
export const webhooksEntities = [WebhookDelivery, WebhookAttempt];
export const webhooksMigrations = [Init1764000000000, RentalDeliveries1764320000000, PendingDeliveries1765200000000];
