import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { UserView } from '@simrelay/contracts';
import { HistoryQuery } from '../activations/activation-bodies';
import { ApiKeyGuard, CurrentUser, UserAuthGuard } from '../auth/auth.guards';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { WebhooksClient } from './webhooks.client';

/** The user's webhook deliveries, newest first, each with its attempts: what reached their server and what did not. */
@Controller()
@UseGuards(MaintenanceGuard)
export class WebhookDeliveriesController {
  constructor(private readonly webhooks: WebhooksClient) {}

  @Get('users/webhook/deliveries')
  @UseGuards(UserAuthGuard)
  forUser(@CurrentUser() user: UserView, @Query() query: HistoryQuery) {
    return this.webhooks.deliveries(user._id, query.page ?? 1, query.limit ?? 20);
  }

  @Get('api/webhooks/deliveries')
  @UseGuards(RateLimitGuard, ApiKeyGuard)
  @RateLimit('api')
  forApiKey(@CurrentUser() user: UserView, @Query() query: HistoryQuery) {
    return this.webhooks.deliveries(user._id, query.page ?? 1, query.limit ?? 20);
  }
}
