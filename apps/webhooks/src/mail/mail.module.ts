import { Module } from '@nestjs/common';
import { LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { WebhooksEnv } from '../config';
import { MailRequestedConsumer } from './mail-requested.consumer';
import { TopUpReceiptConsumer } from './topup-receipt.consumer';
import { MailSender } from './mail-sender';
import { MailQueue } from './mail.queue';
import { MailWorker } from './mail.worker';

/** Email: JetStream mail requests and paid top-ups -> BullMQ queue -> SMTP. Uses the root module's global values. */
@Module({
  providers: [
    {
      provide: MailSender,
      useFactory: (env: WebhooksEnv) => new MailSender({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
      inject: [WebhooksEnv],
    },
    {
      provide: MailQueue,
      useFactory: (redis: Redis, messaging: MessagingContext, env: WebhooksEnv, logger: Logger) =>
        new MailQueue(redis, { namespace: messaging.namespace, attempts: env.MAIL_ATTEMPTS, logger }),
      inject: [Redis, MESSAGING, WebhooksEnv, LOGGER],
    },
    {
      provide: MailWorker,
      useFactory: (redis: Redis, sender: MailSender, messaging: MessagingContext, logger: Logger) =>
        new MailWorker(redis, sender, logger, { namespace: messaging.namespace }),
      inject: [Redis, MailSender, MESSAGING, LOGGER],
    },
    {
      provide: MailRequestedConsumer,
      useFactory: (messaging: MessagingContext, queue: MailQueue, logger: Logger) => new MailRequestedConsumer(messaging, queue, logger),
      inject: [MESSAGING, MailQueue, LOGGER],
    },
    {
      provide: TopUpReceiptConsumer,
      useFactory: (messaging: MessagingContext, queue: MailQueue, env: WebhooksEnv, logger: Logger) =>
        new TopUpReceiptConsumer(messaging, queue, env.PUBLIC_WEB_URL, logger),
      inject: [MESSAGING, MailQueue, WebhooksEnv, LOGGER],
    },
  ],
  exports: [MailSender, MailQueue],
})
export class MailModule {}
