import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { AddOfferCommand, AdminServicesQuery, PriceValue, SetCodeRuleCommand, SetRentalPriceCommand, SetServicesEnabledCommand } from '@simrelay/contracts';
import { AdminAuthGuard } from '../auth/auth.guards';
import { CatalogClient } from './catalog.client';

const uuid = new ParseUUIDPipe({ version: '4' });

/** The back office's catalog calls (SPEC section 7 "Admin"); admin tokens only. */
@Controller('admin/services')
@UseGuards(AdminAuthGuard)
export class AdminCatalogController {
  constructor(private readonly catalog: CatalogClient) {}

  @Get()
  list(@Query() query: AdminServicesQuery) {
    return this.catalog.adminServices(query.country);
  }

  @Post('price/:id')
  @HttpCode(200)
  setPrice(@Param('id', uuid) id: string, @Body() body: PriceValue) {
    return this.catalog.setPrice(id, body.price);
  }

  @Patch('pattern')
  setPattern(@Body() body: SetCodeRuleCommand) {
    return this.catalog.setCodeRule(body);
  }

  @Post('add')
  add(@Body() body: AddOfferCommand) {
    return this.catalog.addOffer(body);
  }

  @Delete('delete/:id')
  delete(@Param('id', uuid) id: string) {
    return this.catalog.deleteOffer(id);
  }

  @Post('rental')
  @HttpCode(200)
  setRentalPrice(@Body() body: SetRentalPriceCommand) {
    return this.catalog.setRentalPrice(body);
  }

  /** The SPEC's services on/off switch. */
  @Patch('enabled')
  setEnabled(@Body() body: SetServicesEnabledCommand) {
    return this.catalog.setEnabled(body.enabled);
  }
}
