import { DynamicModule, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { MessagingContext } from '@simrelay/messaging';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { ActivationsClient } from './activations/activations.client';
import { ActivationsController } from './activations/activations.controller';
import { AdminActivationsClient } from './activations/admin-activations.client';
import { AdminActivationsController } from './activations/admin-activations.controller';
import { NumbersController } from './activations/numbers.controller';
import { AdminController } from './admin/admin.controller';
import { SmsActivateController } from './api/compat/sms-activate.controller';
import { WebhookDeliveriesController } from './webhooks/webhook-deliveries.controller';
import { WebhooksClient } from './webhooks/webhooks.client';
import { PublicActivationsController } from './api/public-activations.controller';
import { PublicApiController } from './api/public-api.controller';
import { AdminAuthGuard, ApiKeyGuard, NotBannedGuard, UserAuthGuard } from './auth/auth.guards';
import { PrincipalCache } from './auth/principal-cache';
import { PrincipalChangesFeed } from './auth/principal-changes.feed';
import { AdminJwtStrategy, UserJwtStrategy } from './auth/session-jwt.strategy';
import { AdminBalanceController } from './billing/admin-balance.controller';
import { BillingClient } from './billing/billing.client';
import { PaymentCallbacksController } from './billing/payment-callbacks.controller';
import { PaymentsController } from './billing/payments.controller';
import { CaptchaController } from './captcha/captcha.controller';
import { AdminCatalogController } from './catalog/admin-catalog.controller';
import { AdminCountriesController } from './catalog/admin-countries.controller';
import { CatalogClient } from './catalog/catalog.client';
import { CatalogController } from './catalog/catalog.controller';
import { CaptchaService } from './captcha/captcha.service';
import { GatewayEnv } from './config';
import { GATEWAY_ENV, LOGGER, MESSAGING, REDIS } from './gateway.tokens';
import { HealthController } from './health/health.controller';
import { IdentityClient } from './identity/identity.client';
import { MaintenanceGuard } from './modes/maintenance.guard';
import { ModesCache } from './modes/modes.cache';
import { ModesController } from './modes/modes.controller';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { RateLimiter } from './rate-limit/rate-limiter';
import { AccountFiguresReader } from './users/account-figures';
import { RealtimeGateway } from './realtime/realtime.gateway';
import { SocketAuth } from './realtime/socket-auth';
import { UsersController } from './users/users.controller';

export interface GatewayDeps {
  env: GatewayEnv;
  messaging: MessagingContext;
  redis: Redis;
  logger: Logger;
}

@Module({})
export class GatewayModule {
  static register(deps: GatewayDeps): DynamicModule {
    return {
      module: GatewayModule,
      imports: [PassportModule],
      controllers: [
        UsersController, ModesController, CaptchaController, AdminController, PublicApiController, HealthController, CatalogController,
        AdminCatalogController, AdminCountriesController, AdminBalanceController, PaymentsController, PaymentCallbacksController,
        NumbersController, ActivationsController, PublicActivationsController, SmsActivateController,
        AdminActivationsController,
        WebhookDeliveriesController,
      ],
      providers: [
        { provide: GATEWAY_ENV, useValue: deps.env },
        { provide: MESSAGING, useValue: deps.messaging },
        { provide: REDIS, useValue: deps.redis },
        { provide: LOGGER, useValue: deps.logger },
        { provide: RateLimiter, useValue: new RateLimiter(deps.redis, deps.messaging.namespace.redisPrefix()) },
        {
          provide: UserJwtStrategy,
          useFactory: (identity: IdentityClient, cache: PrincipalCache) => new UserJwtStrategy(deps.env.USER_JWT_SECRET, identity, cache),
          inject: [IdentityClient, PrincipalCache],
        },
        {
          provide: AdminJwtStrategy,
          useFactory: (identity: IdentityClient) => new AdminJwtStrategy(deps.env.ADMIN_JWT_SECRET, identity),
          inject: [IdentityClient],
        },
        {
          provide: SocketAuth,
          useFactory: (identity: IdentityClient) => new SocketAuth(deps.env.USER_JWT_SECRET, identity),
          inject: [IdentityClient],
        },
        { provide: PrincipalCache, useValue: new PrincipalCache({ ttlMs: deps.env.PRINCIPAL_CACHE_MS }) },
        PrincipalChangesFeed,
        RealtimeGateway,
        IdentityClient,
        ActivationsClient,
        AdminActivationsClient,
        CatalogClient,
        BillingClient,
        WebhooksClient,
        ModesCache,
        MaintenanceGuard,
        RateLimitGuard,
        CaptchaService,
        AccountFiguresReader,
        UserAuthGuard,
        AdminAuthGuard,
        ApiKeyGuard,
        NotBannedGuard,
      ],
    };
  }
}
