import { Module } from '@nestjs/common';
import { LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import { NetworkList } from '@simrelay/net-guard';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { WebhooksEnv } from '../config';
import { CODES_SOURCE, MessageEventsConsumer, RENT_MESSAGES_SOURCE } from './message-events.consumer';
import { DeliveriesController } from './deliveries.controller';
import { DeliverySweeper } from './delivery-sweeper';
import { KeptWebhookUrls } from './kept-webhook-urls';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSender } from './webhook-sender';
import { WebhookTargets } from './webhook-targets';
import { WebhookQueue } from './webhook.queue';
import { WebhookWorker } from './webhook.worker';

/** Webhooks: JetStream code events -> delivery rows -> BullMQ queue -> POSTs to users' URLs. Uses the root module's global values. */
@Module({
  controllers: [DeliveriesController],
  providers: [
    { provide: WebhookDeliveries, useFactory: (dataSource: DataSource) => new WebhookDeliveries(dataSource), inject: [DataSource] },
    { provide: WebhookTargets, useFactory: (messaging: MessagingContext) => new WebhookTargets(messaging), inject: [MESSAGING] },
    {
      provide: KeptWebhookUrls,
      useFactory: (targets: WebhookTargets, messaging: MessagingContext, logger: Logger) => new KeptWebhookUrls(targets, messaging, logger),
      inject: [WebhookTargets, MESSAGING, LOGGER],
    },
    {
      provide: WebhookSender,
      useFactory: (env: WebhooksEnv) => new WebhookSender({ allowed: NetworkList.parse(env.WEBHOOK_ALLOWED_NETWORKS), timeoutMs: env.WEBHOOK_TIMEOUT_MS }),
      inject: [WebhooksEnv],
    },
    {
      provide: WebhookQueue,
      useFactory: (redis: Redis, messaging: MessagingContext, env: WebhooksEnv, logger: Logger) =>
        new WebhookQueue(redis, { namespace: messaging.namespace, retryDelayMs: env.WEBHOOK_RETRY_DELAY_MS, logger }),
      inject: [Redis, MESSAGING, WebhooksEnv, LOGGER],
    },
    {
      provide: WebhookWorker,
      useFactory: (redis: Redis, deliveries: WebhookDeliveries, targets: WebhookTargets, sender: WebhookSender, messaging: MessagingContext, logger: Logger) =>
        new WebhookWorker(redis, deliveries, targets, sender, logger, { namespace: messaging.namespace }),
      inject: [Redis, WebhookDeliveries, WebhookTargets, WebhookSender, MESSAGING, LOGGER],
    },
    {
      provide: DeliverySweeper,
      useFactory: (deliveries: WebhookDeliveries, queue: WebhookQueue, env: WebhooksEnv, logger: Logger) =>
        new DeliverySweeper(deliveries, queue, logger, env.WEBHOOK_SWEEP_MS),
      inject: [WebhookDeliveries, WebhookQueue, WebhooksEnv, LOGGER],
    },
    ...[CODES_SOURCE, RENT_MESSAGES_SOURCE].map((source) => ({
      provide: `${source.durable}-consumer`,
      useFactory: (messaging: MessagingContext, urls: KeptWebhookUrls, deliveries: WebhookDeliveries, queue: WebhookQueue, logger: Logger) =>
        new MessageEventsConsumer(source as typeof CODES_SOURCE, messaging, urls, deliveries, queue, logger),
      inject: [MESSAGING, KeptWebhookUrls, WebhookDeliveries, WebhookQueue, LOGGER],
    })),
  ],
  exports: [WebhookDeliveries, WebhookQueue],
})
export class DeliveriesModule {}
