import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import type { IdentityEnv } from '../config';
import { IDENTITY_ENV, TOTP_CIPHER } from '../identity.tokens';
import { ModesModule } from '../modes/modes.module';
import { SecretCipher } from '../security/secret-tokens';
import { totpEncryptionKey } from '../security/totp-key';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminMfaController } from './admin-mfa.controller';
import { AdminMfaService } from './admin-mfa.service';
import { AdminsController } from './admins.controller';
import { AdminsService } from './admins.service';

/** Administrators: sign-in, their second factor, and the modes they switch. */
@Module({
  imports: [AuditModule, ModesModule, SessionsModule],
  controllers: [AdminsController, AdminMfaController],
  providers: [
    { provide: TOTP_CIPHER, useFactory: (env: IdentityEnv) => new SecretCipher(totpEncryptionKey(env)), inject: [IDENTITY_ENV] },
    AdminsService,
    AdminMfaService,
  ],
})
export class AdminsModule {}
