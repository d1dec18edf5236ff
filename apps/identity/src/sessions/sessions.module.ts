import { Module } from '@nestjs/common';
import type { IdentityEnv } from '../config';
import { IDENTITY_ENV } from '../identity.tokens';
import { PrincipalChanges } from './principal-changes';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { TokenSigner } from './token-signer';

/** Sessions of users and administrators, and the principal changes that end them. */
@Module({
  controllers: [SessionsController],
  providers: [
    { provide: TokenSigner, useFactory: (env: IdentityEnv) => new TokenSigner(env.USER_JWT_SECRET, env.ADMIN_JWT_SECRET), inject: [IDENTITY_ENV] },
    SessionsService,
    PrincipalChanges,
  ],
  exports: [SessionsService, PrincipalChanges],
})
export class SessionsModule {}
