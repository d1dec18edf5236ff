import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { UserView } from '@simrelay/contracts';
import { CurrentUser, UserAuthGuard } from '../auth/auth.guards';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { ActivationRefPipe, HistoryQuery, MessagesQuery } from './activation-bodies';
import { ActivationsClient } from './activations.client';

/** SPEC: the activation history and one activation's messages. */
@Controller('activations')
@UseGuards(MaintenanceGuard, UserAuthGuard)
export class ActivationsController {
  constructor(private readonly activations: ActivationsClient) {}

  @Get()
  history(@CurrentUser() user: UserView, @Query() query: HistoryQuery) {
    return this.activations.history(user._id, query.page ?? 1, query.limit ?? 20);
  }

  @Get('messages/:activationId')
  messages(@CurrentUser() user: UserView, @Param('activationId', ActivationRefPipe) activationId: string, @Query() query: MessagesQuery) {
    return this.activations.messages(user._id, activationId, query.balance === 'true' || query.balance === '1');
  }
}
