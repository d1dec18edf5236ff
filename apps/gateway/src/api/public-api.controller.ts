import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { OtpPriceQuery, ServicesQuery, UserView } from '@simrelay/contracts';
import { ApiKeyGuard, CurrentUser, NotBannedGuard } from '../auth/auth.guards';
import { CatalogClient } from '../catalog/catalog.client';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { AccountFiguresReader } from '../users/account-figures';

/** The public REST API (`Authorization: Bearer <API key>`): balance and what is on sale. Banned accounts get 403. */
@Controller('api')
@UseGuards(MaintenanceGuard, RateLimitGuard, ApiKeyGuard, NotBannedGuard)
export class PublicApiController {
  constructor(
    private readonly figures: AccountFiguresReader,
    private readonly catalog: CatalogClient,
  ) {}

  @Get('balance')
  @RateLimit('api')
  async balance(@CurrentUser() user: UserView) {
    return { balance: (await this.figures.of(user._id)).balance };
  }

  /** Countries with their carriers. */
  @Get('countries')
  @RateLimit('api')
  countries() {
    return this.catalog.countries();
  }

  /** Services on sale in a country (and carrier): price and numbers available now. */
  @Get('services')
  @RateLimit('api')
  services(@Query() query: ServicesQuery) {
    return this.catalog.services(query);
  }

  /** One service in one country: how many numbers could be bought now, and at what price. 422 for a service not sold there. */
  @Get('availability')
  @RateLimit('api')
  async availability(@Query() query: OtpPriceQuery) {
    const [price, page] = await Promise.all([
      this.catalog.otpPrice(query),
      this.catalog.services({ country: query.country, ...(query.carrier ? { carrier: query.carrier } : {}) }),
    ]);
    const offer = page.items.find((item) => item.code === query.service);
    return { service: price.service, country: price.country, carrier: price.carrier, price: price.price, count: offer?.count ?? 0 };
  }
}
