import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { UserView } from '@simrelay/contracts';
import { IsUUID } from 'class-validator';
import { HistoryQuery } from '../activations/activation-bodies';
import { AdminAuthGuard, ApiKeyGuard, CurrentUser, UserAuthGuard } from '../auth/auth.guards';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { WebhooksClient } from './webhooks.client';

export class AdminWebhookDeliveriesQuery extends HistoryQuery {
  @IsUUID('4', { message: 'format' }) userId!: string;
}

/** A user's webhook deliveries, newest first, each with its attempts: what reached their server and what did not. */
@Controller()
export class WebhookDeliveriesController {
  constructor(private readonly webhooks: WebhooksClient) {}

  @Get('users/webhook/deliveries')
  @UseGuards(MaintenanceGuard, UserAuthGuard)
  forUser(@CurrentUser() user: UserView, @Query() query: HistoryQuery) {
    return this.webhooks.deliveries(user._id, query.page ?? 1, query.limit ?? 20);
  }

  @Get('api/webhooks/deliveries')
  @UseGuards(MaintenanceGuard, RateLimitGuard, ApiKeyGuard)
  @RateLimit('api')
  forApiKey(@CurrentUser() user: UserView, @Query() query: HistoryQuery) {
    return this.webhooks.deliveries(user._id, query.page ?? 1, query.limit ?? 20);
  }

  /** The back office (open during maintenance): one user's deliveries, to answer "my server got nothing". */
  @Get('admin/webhooks/deliveries')
  @UseGuards(AdminAuthGuard)
  forAdmin(@Query() query: AdminWebhookDeliveriesQuery) {
    return this.webhooks.deliveries(query.userId, query.page ?? 1, query.limit ?? 20);
  }
}
