import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorCode, UserView } from '@simrelay/contracts';
import { ActivationRefPipe, ActivationStatusBody, BuyNumberBody, HistoryQuery } from '../activations/activation-bodies';
import { ActivationsClient } from '../activations/activations.client';
import { buyCommand } from '../activations/buy-command';
import { ApiKeyGuard, CurrentUser, NotBannedGuard } from '../auth/auth.guards';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { ActivationAnswer, ActivationsPageAnswer } from '../openapi/api-answers';
import { ApiBodyOf, ApiQueryOf, ApiRoute } from '../openapi/api-docs.decorators';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';


/**
 * One-time activations over the public API. Clients repeat a request until they get an answer:
 * a purchase sent with an `Idempotency-Key` buys once, whatever the number of repeats.
 */
const idParam = ApiParam({ name: 'id', description: 'The activation\'s order number (or its UUID)', schema: { type: 'string', example: '1231' } });

@Controller('api/activations')
@ApiTags('Activations')
@ApiBearerAuth('apiKey')
@UseGuards(MaintenanceGuard, RateLimitGuard, ApiKeyGuard, NotBannedGuard)
export class PublicActivationsController {
  constructor(private readonly activations: ActivationsClient) {}

  @Post()
  @RateLimit('api')
  @ApiRoute({
    summary: 'Buy a number',
    description:
      'A number for one service in a country (optionally a carrier, and a price cap), for 15 minutes. Its price is held and charged only when a code arrives. ' +
      'Repeat a lost request with the same Idempotency-Key: every repeat answers the one activation the first bought.',
    answer: ActivationAnswer, status: 201,
    errors: [ErrorCode.Invalid, ErrorCode.InsufficientBalance, ErrorCode.Banned, ErrorCode.TooManyActivations, ErrorCode.NoNumbers, ErrorCode.ServiceUnsupported],
  })
  @ApiBodyOf(BuyNumberBody)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Your key for this purchase: [A-Za-z0-9_.:-]{1,100}' })
  buy(@CurrentUser() user: UserView, @Body() body: BuyNumberBody, @Headers('idempotency-key') requestKey?: string) {
    return this.activations.buy(buyCommand(user, body, requestKey));
  }

  /** The user's activations, newest first. */
  @Get()
  @RateLimit('api')
  @ApiRoute({ summary: 'Your activations', description: 'Your activations, newest first, a page at a time, each with its messages.', answer: ActivationsPageAnswer, errors: [ErrorCode.Invalid, ErrorCode.Banned] })
  @ApiQueryOf(HistoryQuery)
  history(@CurrentUser() user: UserView, @Query() query: HistoryQuery) {
    return this.activations.history(user._id, query.page ?? 1, query.limit ?? 20);
  }

  /** Status, number and messages (with the codes found) of one activation, named by its UUID or order number. */
  @Get(':id')
  @RateLimit('api')
  @ApiRoute({
    summary: 'One activation',
    description: 'Its status (active: waiting; received: a code came; then finished, cancelled, blocked, no_sms, timeout or removed) and its messages with the codes found. Poll it, or receive codes by webhook.',
    answer: ActivationAnswer, errors: [ErrorCode.Invalid, ErrorCode.NotFound, ErrorCode.Banned],
  })
  @idParam
  get(@CurrentUser() user: UserView, @Param('id', ActivationRefPipe) activationId: string) {
    return this.activations.get(user._id, activationId);
  }

  /** `cancel`, `finish`, `blocked`, `no_sms` or `again`, as the web app's buttons. */
  @Post(':id/status')
  @HttpCode(200)
  @RateLimit('api')
  @ApiRoute({
    summary: 'Set the status',
    description:
      'cancel (before a code, nothing charged), finish (after a code), blocked (the service refused the number: nothing charged, never offered to it again), ' +
      'no_sms (gave up waiting: nothing charged) or again (another code on the same number, free within the 15 minutes).',
    answer: ActivationAnswer, errors: [ErrorCode.Invalid, ErrorCode.NotFound, ErrorCode.ActivationClosed, ErrorCode.Banned],
  })
  @idParam
  @ApiBodyOf(ActivationStatusBody)
  setStatus(@CurrentUser() user: UserView, @Param('id', ActivationRefPipe) activationId: string, @Body() body: ActivationStatusBody) {
    return this.activations.act(user._id, null, activationId, body.status);
  }
}
