import { DynamicModule, Module, Provider } from '@nestjs/common';
import { databaseHealthController, infrastructureProviders, MessagingContext, OutboxRelay } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AdminsModule } from './admins/admins.module';
import { AuditModule } from './audit/audit.module';
import { IdentityEnv } from './config';
import { IDENTITY_ENV } from './identity.tokens';
import { ModesModule } from './modes/modes.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { BreachedPasswords } from './security/breached-passwords';
import { PasswordHasher } from './security/password-hasher';
import { SessionsModule } from './sessions/sessions.module';
import { UsersModule } from './users/users.module';

export interface IdentityDeps {
  env: IdentityEnv;
  dataSource: DataSource;
  messaging: MessagingContext;
  relay: OutboxRelay;
  hasher: PasswordHasher;
  breached: BreachedPasswords;
  logger: Logger;
}

@Module({})
export class IdentityModule {
  static register(deps: IdentityDeps): DynamicModule {
    const values: Provider[] = [
      { provide: IDENTITY_ENV, useValue: deps.env },
      ...infrastructureProviders(deps),
      { provide: PasswordHasher, useValue: deps.hasher },
      { provide: BreachedPasswords, useValue: deps.breached },
    ];
    return {
      module: IdentityModule,
      // Global so the feature modules inject what the bootstrap built without re-wiring it.
      global: true,
      imports: [UsersModule, PasswordResetModule, SessionsModule, AdminsModule, AuditModule, ModesModule],
      controllers: [databaseHealthController('identity')],
      providers: values,
      exports: values,
    };
  }
}
