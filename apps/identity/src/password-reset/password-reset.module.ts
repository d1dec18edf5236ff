import { Module } from '@nestjs/common';
import { EmailTokensModule } from '../email-tokens/email-tokens.module';
import { MailModule } from '../mail/mail.module';
import { SessionsModule } from '../sessions/sessions.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

/** Password reset by a mailed token. */
@Module({
  imports: [EmailTokensModule, MailModule, SessionsModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService],
})
export class PasswordResetModule {}
