import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { CaptchaModule } from '../captcha/captcha.module';
import { ModesModule } from '../modes/modes.module';
import { AccountFiguresReader } from './account-figures';
import { UsersController } from './users.controller';

/** Users' accounts: sign-up, verification, sign-in, restore, profile and keys, and the balance figures shown with them. */
@Module({
  imports: [AuthModule, ModesModule, BillingModule, CaptchaModule],
  controllers: [UsersController],
  providers: [AccountFiguresReader],
  exports: [AccountFiguresReader],
})
export class UsersModule {}
