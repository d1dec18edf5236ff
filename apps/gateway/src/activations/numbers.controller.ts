import { Body, Controller, Get, Headers, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { ActivationAction, UserView } from '@simrelay/contracts';
import { CurrentUser, NotBannedGuard, UserAuthGuard } from '../auth/auth.guards';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { ActivationIdQuery, BuyNumberBody } from './activation-bodies';
import { ActivationsClient } from './activations.client';
import { buyCommand } from './buy-command';

const uuid = new ParseUUIDPipe({ version: '4' });

/** SPEC section 7 "Services and numbers": one-time activations of the logged-in user. */
@Controller('numbers')
@UseGuards(MaintenanceGuard, UserAuthGuard)
export class NumbersController {
  constructor(private readonly activations: ActivationsClient) {}

  @Post('one')
  @UseGuards(NotBannedGuard)
  buy(@CurrentUser() user: UserView, @Body() body: BuyNumberBody, @Headers('idempotency-key') requestKey?: string) {
    return this.activations.buy(buyCommand(user, body, requestKey));
  }

  @Get('current')
  current(@CurrentUser() user: UserView) {
    return this.activations.current(user._id);
  }

  @Get('cancel/:id')
  cancel(@CurrentUser() user: UserView, @Param('id', uuid) numberId: string, @Query() query: ActivationIdQuery) {
    return this.act(user, numberId, query, 'cancel');
  }

  @Get('deactivate/:id')
  deactivate(@CurrentUser() user: UserView, @Param('id', uuid) numberId: string, @Query() query: ActivationIdQuery) {
    return this.act(user, numberId, query, 'finish');
  }

  /** "Number blocked by service". */
  @Get('blocked/:id')
  blocked(@CurrentUser() user: UserView, @Param('id', uuid) numberId: string, @Query() query: ActivationIdQuery) {
    return this.act(user, numberId, query, 'blocked');
  }

  /** "I did not receive SMS". */
  @Get('nosms/:id')
  noSms(@CurrentUser() user: UserView, @Param('id', uuid) numberId: string, @Query() query: ActivationIdQuery) {
    return this.act(user, numberId, query, 'no_sms');
  }

  /** Another code on the same number, free within the activation's time. */
  @Get('again/:id')
  again(@CurrentUser() user: UserView, @Param('id', uuid) numberId: string, @Query() query: ActivationIdQuery) {
    return this.act(user, numberId, query, 'again');
  }

  private act(user: UserView, numberId: string, query: ActivationIdQuery, action: ActivationAction) {
    return this.activations.act(user._id, numberId, query.activationId, action);
  }
}
