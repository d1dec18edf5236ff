import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DELIVERY_SORT_FIELDS, DeliverySortField, ErrorCode, IsSortField, IsSortOrder, SortOrder, UserView } from '@simrelay/contracts';
import { IsUUID } from 'class-validator';
import { HistoryQuery } from '../activations/activation-bodies';
import { orderOf } from '../admin/list-order-params';
import { AdminAuthGuard, ApiKeyGuard, CurrentUser, UserAuthGuard } from '../auth/auth.guards';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { WebhookDeliveriesPageAnswer } from '../openapi/api-answers';
import { ApiQueryOf, ApiRoute } from '../openapi/api-docs.decorators';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { WebhooksClient } from './webhooks.client';

export class AdminWebhookDeliveriesQuery extends HistoryQuery {
  @IsUUID('4', { message: 'format' }) userId!: string;
  @IsSortField(DELIVERY_SORT_FIELDS) sort?: DeliverySortField;
  @IsSortOrder() order?: SortOrder;
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
  @ApiTags('Webhooks')
  @ApiBearerAuth('apiKey')
  @ApiRoute({
    summary: 'Webhook deliveries',
    description: 'Your webhook deliveries, newest first, each with every attempt: what was sent, when, and what your server answered.',
    answer: WebhookDeliveriesPageAnswer, errors: [ErrorCode.Invalid],
  })
  @ApiQueryOf(HistoryQuery)
  forApiKey(@CurrentUser() user: UserView, @Query() query: HistoryQuery) {
    return this.webhooks.deliveries(user._id, query.page ?? 1, query.limit ?? 20);
  }

  /** The back office (open during maintenance): one user's deliveries, to answer "my server got nothing". */
  @Get('admin/webhooks/deliveries')
  @UseGuards(AdminAuthGuard)
  forAdmin(@Query() query: AdminWebhookDeliveriesQuery) {
    return this.webhooks.deliveries(query.userId, query.page ?? 1, query.limit ?? 20, orderOf(query));
  }
}
