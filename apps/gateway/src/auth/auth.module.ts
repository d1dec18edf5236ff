import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import type { GatewayEnv } from '../config';
import { GATEWAY_ENV } from '../gateway.tokens';
import { IdentityClient } from '../identity/identity.client';
import { AdminAuthGuard, ApiKeyGuard, NotBannedGuard, UserAuthGuard } from './auth.guards';
import { PrincipalCache } from './principal-cache';
import { PrincipalChangesFeed } from './principal-changes.feed';
import { AdminJwtStrategy, UserJwtStrategy } from './session-jwt.strategy';

const guards = [UserAuthGuard, AdminAuthGuard, ApiKeyGuard, NotBannedGuard];

/** Who is asking: session tokens and API keys, the principals kept for them, and the guards the features' routes use. */
@Module({
  imports: [PassportModule],
  providers: [
    { provide: PrincipalCache, useFactory: (env: GatewayEnv) => new PrincipalCache({ ttlMs: env.PRINCIPAL_CACHE_MS }), inject: [GATEWAY_ENV] },
    {
      provide: UserJwtStrategy,
      useFactory: (env: GatewayEnv, identity: IdentityClient, cache: PrincipalCache) => new UserJwtStrategy(env.USER_JWT_SECRET, identity, cache),
      inject: [GATEWAY_ENV, IdentityClient, PrincipalCache],
    },
    {
      provide: AdminJwtStrategy,
      useFactory: (env: GatewayEnv, identity: IdentityClient) => new AdminJwtStrategy(env.ADMIN_JWT_SECRET, identity),
      inject: [GATEWAY_ENV, IdentityClient],
    },
    PrincipalChangesFeed,
    ...guards,
  ],
  exports: [PassportModule, PrincipalCache, PrincipalChangesFeed, ...guards],
})
export class AuthModule {}
