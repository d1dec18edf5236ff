import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { CountryQuery, OtpPriceQuery, ServicesQuery } from '@simrelay/contracts';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { CatalogClient } from './catalog.client';

/** SPEC section 7 "Services and numbers": what is sold, where, and for how much (public). */
@Controller('services')
@UseGuards(MaintenanceGuard)
export class CatalogController {
  constructor(private readonly catalog: CatalogClient) {}

  @Get()
  services(@Query() query: ServicesQuery) {
    return this.catalog.services(query);
  }

  @Get('countries')
  countries() {
    return this.catalog.countries();
  }

  @Get('rental')
  rental(@Query() query: CountryQuery) {
    return this.catalog.rentalPrices(query.country);
  }

  @Get('otp')
  otp(@Query() query: OtpPriceQuery) {
    return this.catalog.otpPrice(query);
  }
}
