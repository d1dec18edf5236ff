import { Module } from '@nestjs/common';
import type { IdentityEnv } from '../config';
import { EmailTokensModule } from '../email-tokens/email-tokens.module';
import { IDENTITY_ENV } from '../identity.tokens';
import { MailModule } from '../mail/mail.module';
import { SecretCipher } from '../security/secret-tokens';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Users: registration, confirmation, profile, API keys and webhook secrets. */
@Module({
  imports: [EmailTokensModule, MailModule, SessionsModule],
  controllers: [UsersController],
  providers: [
    { provide: SecretCipher, useFactory: (env: IdentityEnv) => new SecretCipher(env.API_KEY_ENCRYPTION_KEY), inject: [IDENTITY_ENV] },
    UsersService,
  ],
})
export class UsersModule {}
