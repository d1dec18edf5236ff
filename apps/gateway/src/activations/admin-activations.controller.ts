import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { AdminAddModemCommand, AdminMarkRentCommand, AdminMarkReplaceCommand, AdminNumberIdsCommand, AdminServiceRefCommand } from '@simrelay/contracts';
import { AdminAuthGuard } from '../auth/auth.guards';
import {
  AdminActivationsParams, AdminIdParam, AdminMessagesOrderParams, AdminMessagesParams, AdminNumbersParams, AdminPageParams, ModemBanBody,
} from './admin-activation-bodies';
import { orderOf } from '../admin/list-order-params';
import { AdminActivationsClient } from './admin-activations.client';

const page = (query: AdminPageParams) => ({
  ...(query.page !== undefined ? { page: query.page } : {}),
  ...(query.limit !== undefined ? { limit: query.limit } : {}),
});

/**
 * The back office's inventory and activation calls (SPEC section 7 "Admin"): modems, SIMs,
 * services' bans on them, messages and activations. Admin tokens only; works during maintenance.
 */
@Controller('admin')
@UseGuards(AdminAuthGuard)
export class AdminActivationsController {
  constructor(private readonly activations: AdminActivationsClient) {}

  @Get('modems')
  modems() {
    return this.activations.modems();
  }

  /** Registers a port before its first heartbeat, or sets its country/carrier override. */
  @Post('modems/add')
  addModem(@Body() body: AdminAddModemCommand) {
    return this.activations.addModem(body);
  }

  @Patch('modems/ban/:id')
  banModem(@Param() params: AdminIdParam, @Body() body: ModemBanBody) {
    return this.activations.banModem(params.id, body.ban);
  }

  @Get('numbers')
  numbers(@Query() query: AdminNumbersParams) {
    return this.activations.numbers({
      ...(query.filter !== undefined ? { filter: query.filter } : {}),
      ...(query.modem !== undefined ? { modem: query.modem } : {}),
    });
  }

  @Post('numbers/replace')
  @HttpCode(200)
  replace(@Body() body: AdminMarkReplaceCommand) {
    return this.activations.markReplace({ ids: body.ids, replace: body.replace });
  }

  @Post('numbers/rent')
  @HttpCode(200)
  rent(@Body() body: AdminMarkRentCommand) {
    return this.activations.markRent({ ids: body.ids, rent: body.rent });
  }

  /** SPEC `POST /admin/numbers`: deletes several numbers. */
  @Post('numbers')
  @HttpCode(200)
  deleteNumbers(@Body() body: AdminNumberIdsCommand) {
    return this.activations.deleteNumbers(body.ids);
  }

  @Post('numbers/bancancel/:id')
  @HttpCode(200)
  liftServiceBan(@Param() params: AdminIdParam, @Body() body: AdminServiceRefCommand) {
    return this.activations.liftServiceBan(params.id, body.service);
  }

  /** Removes a service's bans: every number it blocked may be sold to it again. */
  @Post('services/delete')
  @HttpCode(200)
  deleteServiceBans(@Body() body: AdminServiceRefCommand) {
    return this.activations.deleteServiceBans(body.service);
  }

  /** An operator confirmed the service succeeds on our numbers again: its bans are lifted. */
  @Post('services/success/add')
  @HttpCode(200)
  addSuccess(@Body() body: AdminServiceRefCommand) {
    return this.activations.addSuccess(body.service);
  }

  @Get('messages')
  messages(@Query() query: AdminMessagesParams) {
    return this.activations.messages({ ...page(query), ...orderOf(query), ...(query.unrouted !== undefined ? { unrouted: query.unrouted } : {}) });
  }

  @Get('messages/activation/:id')
  activationMessages(@Param() params: AdminIdParam, @Query() query: AdminMessagesOrderParams) {
    return this.activations.messages({ ...page(query), ...orderOf(query), activationId: params.id });
  }

  @Get('messages/number/:id')
  numberMessages(@Param() params: AdminIdParam, @Query() query: AdminMessagesOrderParams) {
    return this.activations.messages({ ...page(query), ...orderOf(query), numberId: params.id });
  }

  @Get('activations')
  activationsList(@Query() query: AdminActivationsParams) {
    const { number, numberId, userId, executor } = query;
    return this.activations.activations({
      ...page(query),
      ...orderOf(query),
      ...(number !== undefined ? { number } : {}),
      ...(numberId !== undefined ? { numberId } : {}),
      ...(userId !== undefined ? { userId } : {}),
      ...(executor !== undefined ? { executor } : {}),
    });
  }

  /** Ends an open activation as `removed` (its hold voided if no code came), or marks an ended one removed. */
  @Delete('activations/:id')
  removeActivation(@Param() params: AdminIdParam) {
    return this.activations.removeActivation(params.id);
  }
}
