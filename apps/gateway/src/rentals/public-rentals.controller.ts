import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorCode, UserView } from '@simrelay/contracts';
import { ApiKeyGuard, CurrentUser, NotBannedGuard } from '../auth/auth.guards';
import { CatalogClient } from '../catalog/catalog.client';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { ApiBodyOf, ApiQueryOf, ApiRoute } from '../openapi/api-docs.decorators';
import { RentalAnswer, RentalPricesAnswer } from '../openapi/rental-answers';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { ExtendRentalBody, RentalPricesQuery, RentNumberBody, rentalRef, requestKeyOf } from './rental-bodies';
import { RentalsClient } from './rentals.client';

/**
 * Long-term rentals over the public API. Every paid call (rent, extend, restore) is made once
 * per `Idempotency-Key`, however often a client repeats it. `{id}` is the rental's UUID or its
 * order number.
 */
const idParam = ApiParam({ name: 'id', description: 'The rental\'s order number (or its UUID)', schema: { type: 'string', example: '1232' } });
const keyHeader = ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Your key for this payment: [A-Za-z0-9_.:-]{1,100}; a repeat pays nothing more' });
const HELD = [ErrorCode.Invalid, ErrorCode.NotFound, ErrorCode.RentalExpired, ErrorCode.RentalClosed, ErrorCode.Banned];

@Controller('api/rentals')
@ApiTags('Rentals')
@ApiBearerAuth('apiKey')
@UseGuards(MaintenanceGuard, RateLimitGuard, ApiKeyGuard, NotBannedGuard)
export class PublicRentalsController {
  constructor(
    private readonly rentals: RentalsClient,
    private readonly catalog: CatalogClient,
  ) {}

  /** The rental price table of a country: periods, the any-service row and services' own rows. */
  @Get('prices')
  @RateLimit('api')
  @ApiRoute({
    summary: 'Rental prices',
    description: 'The rental price table of a country: each period in hours, the price for any service, and services\' own prices (a service\'s own row wins).',
    answer: RentalPricesAnswer, errors: [ErrorCode.Invalid, ErrorCode.Banned],
  })
  @ApiQueryOf(RentalPricesQuery)
  prices(@Query() query: RentalPricesQuery) {
    return this.catalog.rentalPrices(query.country);
  }

  @Post()
  @RateLimit('api')
  @ApiRoute({
    summary: 'Rent a number',
    description:
      'A number for a period from the price table, for one service\'s codes or (without `service`) any service\'s. Paid at once. Verification messages only are delivered. ' +
      'Ended within 20 minutes without a code, it is refunded in full.',
    answer: RentalAnswer, status: 201,
    errors: [ErrorCode.Invalid, ErrorCode.InsufficientBalance, ErrorCode.Banned, ErrorCode.NoNumbers, ErrorCode.ServiceUnsupported],
  })
  @ApiBodyOf(RentNumberBody)
  @keyHeader
  rent(@CurrentUser() user: UserView, @Body() body: RentNumberBody, @Headers('idempotency-key') key?: string) {
    return this.rentals.rent({ userId: user._id, ...body, ...requestKeyOf(key) });
  }

  /** Every rental of the user, newest first (with their messages). */
  @Get()
  @RateLimit('api')
  @ApiRoute({ summary: 'Your rentals', description: 'Every rental of yours, newest first, each with its messages.', answer: [RentalAnswer], errors: [ErrorCode.Banned] })
  list(@CurrentUser() user: UserView) {
    return this.rentals.list(user._id, 'all');
  }

  @Get(':id')
  @RateLimit('api')
  @ApiRoute({ summary: 'One rental', description: 'Its state, dates and the verification messages it received (poll it, or receive them by webhook: `rent_sms`).', answer: RentalAnswer, errors: HELD })
  @idParam
  get(@CurrentUser() user: UserView, @Param('id') id: string) {
    return this.rentals.get(rentalRef(user._id, id));
  }

  @Post(':id/extend')
  @HttpCode(200)
  @RateLimit('api')
  @ApiRoute({
    summary: 'Extend a rental',
    description: 'Longer by a period from the price table, paid now: while it runs, or within 60 days after it ended (then it runs again from now).',
    answer: RentalAnswer, errors: [...HELD, ErrorCode.InsufficientBalance],
  })
  @idParam
  @ApiBodyOf(ExtendRentalBody)
  @keyHeader
  extend(@CurrentUser() user: UserView, @Param('id') id: string, @Body() body: ExtendRentalBody, @Headers('idempotency-key') key?: string) {
    return this.rentals.extend(rentalRef(user._id, id), body.periodHours, requestKeyOf(key).requestKey);
  }

  @Post(':id/finish')
  @HttpCode(200)
  @RateLimit('api')
  @ApiRoute({
    summary: 'End a rental',
    description: 'Within its first 20 minutes and before any code: refunded in full (cancelled). Otherwise nothing is refunded and the number stays reserved for you for 60 days.',
    answer: RentalAnswer, errors: HELD,
  })
  @idParam
  finish(@CurrentUser() user: UserView, @Param('id') id: string) {
    return this.rentals.finish(rentalRef(user._id, id));
  }

  @Post(':id/restore')
  @HttpCode(200)
  @RateLimit('api')
  @ApiRoute({
    summary: 'Restore access',
    description: '$2: a request to bring the rental\'s SIM back; once it is online, `activate` opens an hour of receiving, any number of times.',
    answer: RentalAnswer, errors: [...HELD, ErrorCode.InsufficientBalance],
  })
  @idParam
  @keyHeader
  restore(@CurrentUser() user: UserView, @Param('id') id: string, @Headers('idempotency-key') key?: string) {
    return this.rentals.restore(rentalRef(user._id, id), requestKeyOf(key).requestKey);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @RateLimit('api')
  @ApiRoute({ summary: 'Start usage', description: 'An hour of receiving on a restored number (after a completed restore).', answer: RentalAnswer, errors: HELD })
  @idParam
  activate(@CurrentUser() user: UserView, @Param('id') id: string) {
    return this.rentals.activate(rentalRef(user._id, id));
  }
}
