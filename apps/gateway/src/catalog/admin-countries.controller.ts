import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { UpsertCarrierCommand, UpsertCountryCommand } from '@simrelay/contracts';
import { AdminAuthGuard } from '../auth/auth.guards';
import { CatalogClient } from './catalog.client';

/** Countries and carriers on sale (admin tokens only); the seed never overwrites these changes. */
@Controller('admin')
@UseGuards(AdminAuthGuard)
export class AdminCountriesController {
  constructor(private readonly catalog: CatalogClient) {}

  @Post('countries')
  @HttpCode(200)
  upsertCountry(@Body() body: UpsertCountryCommand) {
    return this.catalog.upsertCountry(body);
  }

  @Post('carriers')
  @HttpCode(200)
  upsertCarrier(@Body() body: UpsertCarrierCommand) {
    return this.catalog.upsertCarrier(body);
  }
}
