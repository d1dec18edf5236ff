import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post, Put, Query, UseGuards } from '@nestjs/common';
import { AdminAddHubCommand } from '@simrelay/contracts';
import { AdminAuthGuard } from '../auth/auth.guards';
import { HubsClient } from '../smshub/smshub.client';
import { HubChangeBody, HubEnabledBody, HubOfferBody, HubPushesParams, HubSalesParams } from './hub-bodies';

const uuid = new ParseUUIDPipe({ version: '4' });
const page = (params: { page?: number; limit?: number }) => ({ page: params.page ?? 1, limit: params.limit ?? 50 });

/**
 * The back office's partner hubs (SMSHub agent protocol): who they are, what we offer them,
 * what they bought and the SMS we pushed them. Admin tokens only; every change is audited.
 */
@Controller('admin/hubs')
@UseGuards(AdminAuthGuard)
export class AdminHubsController {
  constructor(private readonly hubs: HubsClient) {}

  @Get()
  list() {
    return this.hubs.list();
  }

  @Post()
  add(@Body() body: AdminAddHubCommand) {
    return this.hubs.add(body);
  }

  /** Every hub's sales, newest first (`?hubId=&state=&page=&limit=`). */
  @Get('sales')
  allSales(@Query() query: HubSalesParams) {
    return this.hubs.sales({ ...query, ...page(query) });
  }

  /** Every hub's pushes, newest first (`?hubId=&state=&smsId=&page=&limit=`). */
  @Get('pushes')
  allPushes(@Query() query: HubPushesParams) {
    return this.hubs.pushes({ ...query, ...page(query) });
  }

  @Patch(':id')
  change(@Param('id', uuid) hubId: string, @Body() body: HubChangeBody) {
    return this.hubs.change({ ...body, hubId });
  }

  @Patch(':id/enabled')
  enable(@Param('id', uuid) hubId: string, @Body() body: HubEnabledBody) {
    return this.hubs.change({ hubId, enabled: body.enabled });
  }

  @Put(':id/offer')
  offer(@Param('id', uuid) hubId: string, @Body() body: HubOfferBody) {
    return this.hubs.change({ hubId, services: body.services ?? [], countries: body.countries ?? [], minPayouts: body.minPayouts ?? {} });
  }

  @Get(':id/sales')
  sales(@Param('id', uuid) hubId: string, @Query() query: HubSalesParams) {
    return this.hubs.sales({ ...query, ...page(query), hubId });
  }

  @Get(':id/pushes')
  pushes(@Param('id', uuid) hubId: string, @Query() query: HubPushesParams) {
    return this.hubs.pushes({ ...query, ...page(query), hubId });
  }
}
