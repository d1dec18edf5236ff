import { Controller, Get, UseGuards } from '@nestjs/common';
import type { Challenge } from 'altcha-lib';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { CaptchaService } from './captcha.service';

@Controller('users')
@UseGuards(MaintenanceGuard, RateLimitGuard)
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  /** The challenge the register form's widget solves (ALTCHA's `challengeurl`). */
  @Get('captcha')
  @RateLimit('captcha')
  challenge(): Promise<Challenge> {
    return this.captcha.challenge();
  }
}
