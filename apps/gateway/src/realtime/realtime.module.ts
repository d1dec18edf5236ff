import { Module } from '@nestjs/common';
import { ActivationsModule } from '../activations/activations.module';
import { AuthModule } from '../auth/auth.module';
import type { GatewayEnv } from '../config';
import { GATEWAY_ENV } from '../gateway.tokens';
import { IdentityClient } from '../identity/identity.client';
import { RealtimeGateway } from './realtime.gateway';
import { SocketAuth } from './socket-auth';

/** The users' sockets: balance, codes and rental messages pushed as they happen; sessions ended as they change. */
@Module({
  imports: [AuthModule, ActivationsModule],
  providers: [
    {
      provide: SocketAuth,
      useFactory: (env: GatewayEnv, identity: IdentityClient) => new SocketAuth(env.USER_JWT_SECRET, identity),
      inject: [GATEWAY_ENV, IdentityClient],
    },
    RealtimeGateway,
  ],
})
export class RealtimeModule {}
