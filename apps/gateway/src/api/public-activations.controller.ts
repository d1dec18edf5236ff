import { Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { UserView } from '@simrelay/contracts';
import { ActivationStatusBody, BuyNumberBody, HistoryQuery } from '../activations/activation-bodies';
import { ActivationsClient } from '../activations/activations.client';
import { buyCommand } from '../activations/buy-command';
import { ApiKeyGuard, CurrentUser, NotBannedGuard } from '../auth/auth.guards';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';

const uuid = new ParseUUIDPipe({ version: '4' });

/**
 * One-time activations over the public API. Clients repeat a request until they get an answer:
 * a purchase sent with an `Idempotency-Key` buys once, whatever the number of repeats.
 */
@Controller('api/activations')
@UseGuards(MaintenanceGuard, RateLimitGuard, ApiKeyGuard, NotBannedGuard)
export class PublicActivationsController {
  constructor(private readonly activations: ActivationsClient) {}

  @Post()
  @RateLimit('api')
  buy(@CurrentUser() user: UserView, @Body() body: BuyNumberBody, @Headers('idempotency-key') requestKey?: string) {
    return this.activations.buy(buyCommand(user, body, requestKey));
  }

  /** The user's activations, newest first. */
  @Get()
  @RateLimit('api')
  history(@CurrentUser() user: UserView, @Query() query: HistoryQuery) {
    return this.activations.history(user._id, query.page ?? 1, query.limit ?? 20);
  }

  /** Status, number and messages (with the codes found) of one activation. */
  @Get(':id')
  @RateLimit('api')
  get(@CurrentUser() user: UserView, @Param('id', uuid) activationId: string) {
    return this.activations.get(user._id, activationId);
  }

  /** `cancel`, `finish`, `blocked`, `no_sms` or `again`, as the web app's buttons. */
  @Post(':id/status')
  @HttpCode(200)
  @RateLimit('api')
  setStatus(@CurrentUser() user: UserView, @Param('id', uuid) activationId: string, @Body() body: ActivationStatusBody) {
    return this.activations.act(user._id, null, activationId, body.status);
  }
}
