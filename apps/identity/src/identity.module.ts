import { DynamicModule, Module } from '@nestjs/common';
import { databaseHealthController, MessagingContext, OutboxRelay } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AdminsController } from './admins/admins.controller';
import { AdminsService } from './admins/admins.service';
import { IdentityEnv } from './config';
import { EmailTokensService } from './email-tokens/email-tokens.service';
import { IDENTITY_ENV, LOGGER, MESSAGING, OUTBOX_RELAY } from './identity.tokens';
import { MailRequests } from './mail/mail-requests';
import { OutboxKicker } from './mail/outbox-kicker';
import { ModesService } from './modes/modes.service';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { PasswordHasher } from './security/password-hasher';
import { SecretCipher } from './security/secret-tokens';
import { SessionsController } from './sessions/sessions.controller';
import { PrincipalChanges } from './sessions/principal-changes';
import { SessionsService } from './sessions/sessions.service';
import { TokenSigner } from './sessions/token-signer';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';

export interface IdentityDeps {
  env: IdentityEnv;
  dataSource: DataSource;
  messaging: MessagingContext;
  relay: OutboxRelay;
  hasher: PasswordHasher;
  logger: Logger;
}

@Module({})
export class IdentityModule {
  static register(deps: IdentityDeps): DynamicModule {
    return {
      module: IdentityModule,
      controllers: [UsersController, PasswordResetController, SessionsController, AdminsController, databaseHealthController('identity', MESSAGING)],
      providers: [
        { provide: IDENTITY_ENV, useValue: deps.env },
        { provide: DataSource, useValue: deps.dataSource },
        { provide: MESSAGING, useValue: deps.messaging },
        { provide: OUTBOX_RELAY, useValue: deps.relay },
        { provide: LOGGER, useValue: deps.logger },
        { provide: PasswordHasher, useValue: deps.hasher },
        { provide: SecretCipher, useValue: new SecretCipher(deps.env.API_KEY_ENCRYPTION_KEY) },
        { provide: TokenSigner, useValue: new TokenSigner(deps.env.USER_JWT_SECRET, deps.env.ADMIN_JWT_SECRET) },
        EmailTokensService,
        MailRequests,
        OutboxKicker,
        SessionsService,
        PrincipalChanges,
        UsersService,
        PasswordResetService,
        ModesService,
        AdminsService,
      ],
    };
  }
}
