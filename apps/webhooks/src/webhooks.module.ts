import { DynamicModule, Module, Provider } from '@nestjs/common';
import { infrastructureProviders, MessagingContext } from '@simrelay/messaging';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { WebhooksEnv } from './config';
import { ConnectionsCloser } from './connections.closer';
import { DeliveriesModule } from './deliveries/deliveries.module';
import { HealthController } from './health/health.controller';
import { SmtpProbe } from './health/smtp.probe';
import { MailModule } from './mail/mail.module';
import { MailSender } from './mail/mail-sender';

/** What the process opened before Nest starts; the module owns closing them. */
export interface WebhooksDeps {
  env: WebhooksEnv;
  logger: Logger;
  messaging: MessagingContext;
  /** BullMQ worker connection: `maxRetriesPerRequest: null`. */
  redis: Redis;
  /** Initialised on the webhooks schema. */
  dataSource: DataSource;
}

@Module({})
export class WebhooksModule {
  static register(deps: WebhooksDeps): DynamicModule {
    const values: Provider[] = [
      { provide: WebhooksEnv, useValue: deps.env },
      ...infrastructureProviders(deps),
      { provide: Redis, useValue: deps.redis },
    ];
    return {
      module: WebhooksModule,
      // Global so feature modules inject the process's connections without re-wiring them.
      global: true,
      imports: [MailModule, DeliveriesModule],
      controllers: [HealthController],
      providers: [
        ...values,
        { provide: SmtpProbe, useFactory: (sender: MailSender) => new SmtpProbe(sender), inject: [MailSender] },
        { provide: ConnectionsCloser, useValue: new ConnectionsCloser(deps.redis, deps.messaging, deps.dataSource) },
      ],
      exports: values,
    };
  }
}
