import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ErrorCode, OtpPriceQuery, ServicesQuery, UserView } from '@simrelay/contracts';
import { ApiKeyGuard, CurrentUser, NotBannedGuard } from '../auth/auth.guards';
import { CatalogClient } from '../catalog/catalog.client';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { AvailabilityAnswer, BalanceAnswer, CountryAnswer, ServicesAnswer } from '../openapi/api-answers';
import { ApiQueryOf, ApiRoute } from '../openapi/api-docs.decorators';
import { AccountFiguresReader } from '../users/account-figures';

/** The public REST API (`Authorization: Bearer <API key>`): balance and what is on sale. Banned accounts get 403. */
@Controller('api')
@ApiTags('Account and catalog')
@ApiBearerAuth('apiKey')
@UseGuards(MaintenanceGuard, RateLimitGuard, ApiKeyGuard, NotBannedGuard)
export class PublicApiController {
  constructor(
    private readonly figures: AccountFiguresReader,
    private readonly catalog: CatalogClient,
  ) {}

  @Get('balance')
  @RateLimit('api')
  @ApiRoute({ summary: 'Balance', description: 'The balance of your account, in US dollars.', answer: BalanceAnswer, errors: [ErrorCode.Banned] })
  async balance(@CurrentUser() user: UserView) {
    return { balance: (await this.figures.of(user._id)).balance };
  }

  /** Countries with their carriers. */
  @Get('countries')
  @RateLimit('api')
  @ApiRoute({ summary: 'Countries', description: 'Every country on sale, with its names in en, ru and uk and its carriers.', answer: [CountryAnswer], errors: [ErrorCode.Banned] })
  countries() {
    return this.catalog.countries();
  }

  /** Services on sale in a country (and carrier): price and numbers available now. */
  @Get('services')
  @RateLimit('api')
  @ApiRoute({
    summary: 'Services in a country',
    description: 'What is sold in a country (and on one carrier): each service with its price for one activation and the numbers available now.',
    answer: ServicesAnswer, errors: [ErrorCode.Invalid, ErrorCode.NotFound, ErrorCode.Banned],
  })
  @ApiQueryOf(ServicesQuery)
  services(@Query() query: ServicesQuery) {
    return this.catalog.services(query);
  }

  /** One service in one country: how many numbers could be bought now, and at what price. 422 for a service not sold there. */
  @Get('availability')
  @RateLimit('api')
  @ApiRoute({
    summary: 'Availability of one service',
    description: 'How many numbers of one service in one country (and carrier) could be bought now, and at what price.',
    answer: AvailabilityAnswer, errors: [ErrorCode.Invalid, ErrorCode.NotFound, ErrorCode.ServiceUnsupported, ErrorCode.Banned],
  })
  @ApiQueryOf(OtpPriceQuery)
  async availability(@Query() query: OtpPriceQuery) {
    const [price, page] = await Promise.all([
      this.catalog.otpPrice(query),
      this.catalog.services({ country: query.country, ...(query.carrier ? { carrier: query.carrier } : {}) }),
    ]);
    const offer = page.items.find((item) => item.code === query.service);
    return { service: price.service, country: price.country, carrier: price.carrier, price: price.price, count: offer?.count ?? 0 };
  }
}
