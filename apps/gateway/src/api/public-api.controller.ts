import { Controller, Get, UseGuards } from '@nestjs/common';
import { UserView } from '@simrelay/contracts';
import { ApiKeyGuard, CurrentUser, NotBannedGuard } from '../auth/auth.guards';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { AccountFiguresReader } from '../users/account-figures';

/** The public REST API (`Authorization: Bearer <API key>`). Banned accounts get 403. */
@Controller('api')
@UseGuards(MaintenanceGuard, RateLimitGuard, ApiKeyGuard, NotBannedGuard)
export class PublicApiController {
  constructor(private readonly figures: AccountFiguresReader) {}

  @Get('balance')
  @RateLimit('api')
  async balance(@CurrentUser() user: UserView) {
    return { balance: (await this.figures.of(user._id)).balance };
  }
}
