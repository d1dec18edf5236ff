import { DynamicModule, Module, Provider } from '@nestjs/common';
import { infrastructureProviders, MessagingContext } from '@simrelay/messaging';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { ActivationsModule } from './activations/activations.module';
import { AdminModule } from './admin/admin.module';
import { CompatModule } from './api/compat/compat.module';
import { PublicApiModule } from './api/public-api.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { CaptchaModule } from './captcha/captcha.module';
import { CatalogModule } from './catalog/catalog.module';
import { GatewayEnv } from './config';
import { GATEWAY_ENV, REDIS } from './gateway.tokens';
import { HealthController } from './health/health.controller';
import { IdentityClient } from './identity/identity.client';
import { ModesModule } from './modes/modes.module';
import { RateLimiter } from './rate-limit/rate-limiter';
import { RealtimeModule } from './realtime/realtime.module';
import { RentalsModule } from './rentals/rentals.module';
import { SmsHubModule } from './smshub/smshub.module';
import { StatusReadsModule } from './status-reads/status-reads.module';
import { UsersModule } from './users/users.module';
import { WebhooksModule } from './webhooks/webhooks.module';

export interface GatewayDeps {
  env: GatewayEnv;
  messaging: MessagingContext;
  redis: Redis;
  logger: Logger;
}

@Module({})
export class GatewayModule {
  static register(deps: GatewayDeps): DynamicModule {
    // What every feature's routes use: the rate limiter (RateLimitGuard) and identity (the auth guards and more).
    const shared: Provider[] = [
      { provide: GATEWAY_ENV, useValue: deps.env },
      ...infrastructureProviders(deps),
      { provide: REDIS, useValue: deps.redis },
      { provide: RateLimiter, useValue: new RateLimiter(deps.redis, deps.messaging.namespace.redisPrefix()) },
      IdentityClient,
    ];
    return {
      module: GatewayModule,
      // Global so the feature modules inject what the bootstrap built without re-wiring it.
      global: true,
      // The public API's features first: its document lists their routes in the order the modules are scanned.
      imports: [
        PublicApiModule, WebhooksModule, RentalsModule, AuthModule, ModesModule, UsersModule, CaptchaModule, CatalogModule, BillingModule, ActivationsModule,
        CompatModule, AdminModule, AuditModule, SmsHubModule, RealtimeModule, StatusReadsModule,
      ],
      controllers: [HealthController],
      providers: shared,
      exports: shared,
    };
  }
}
