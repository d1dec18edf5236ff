import { Module } from '@nestjs/common';
import { ModesModule } from '../modes/modes.module';
import { CaptchaController } from './captcha.controller';
import { CaptchaService } from './captcha.service';

/** The captcha: its challenges, and the check of a solved one that sign-up asks for. */
@Module({
  imports: [ModesModule],
  controllers: [CaptchaController],
  providers: [CaptchaService],
  exports: [CaptchaService],
})
export class CaptchaModule {}
