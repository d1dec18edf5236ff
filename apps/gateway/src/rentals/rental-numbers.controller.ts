import { Body, Controller, Get, Headers, Param, Post, UseGuards } from '@nestjs/common';
import { UserView } from '@simrelay/contracts';
import { CurrentUser, NotBannedGuard, UserAuthGuard } from '../auth/auth.guards';
import { MaintenanceGuard } from '../modes/maintenance.guard';
import { RentalsClient } from './rentals.client';
import { ExtendRentalBody, RentNumberBody, rentalRef, requestKeyOf } from './rental-bodies';

/** SPEC section 7: long-term rentals of the logged-in user, on the web app's routes. */
@Controller('numbers')
@UseGuards(MaintenanceGuard, UserAuthGuard)
export class RentalNumbersController {
  constructor(private readonly rentals: RentalsClient) {}

  @Post('rent')
  @UseGuards(NotBannedGuard)
  rent(@CurrentUser() user: UserView, @Body() body: RentNumberBody, @Headers('idempotency-key') key?: string) {
    return this.rentals.rent({ userId: user._id, ...body, ...requestKeyOf(key) });
  }

  /** The rented numbers (running, and ended ones still reserved), each with its messages. */
  @Get('profile')
  profile(@CurrentUser() user: UserView) {
    return this.rentals.list(user._id, 'open');
  }

  /** Ends a rental: refunded in full within its first 20 minutes if no code came. */
  @Get('rental/deactivate/:id')
  deactivate(@CurrentUser() user: UserView, @Param('id') id: string) {
    return this.rentals.finish(rentalRef(user._id, id));
  }

  /** Restore access ($2): 'Request for access sent'. */
  @Get('restore/:id')
  @UseGuards(NotBannedGuard)
  restore(@CurrentUser() user: UserView, @Param('id') id: string, @Headers('idempotency-key') key?: string) {
    return this.rentals.restore(rentalRef(user._id, id), requestKeyOf(key).requestKey);
  }

  /** "Start usage": an hour of receiving on a restored number. */
  @Get('activate/:id')
  activate(@CurrentUser() user: UserView, @Param('id') id: string) {
    return this.rentals.activate(rentalRef(user._id, id));
  }

  /** Extends a rental by a period from the price table. */
  @Post('rental/extend/:id')
  @UseGuards(NotBannedGuard)
  extend(@CurrentUser() user: UserView, @Param('id') id: string, @Body() body: ExtendRentalBody, @Headers('idempotency-key') key?: string) {
    return this.rentals.extend(rentalRef(user._id, id), body.periodHours, requestKeyOf(key).requestKey);
  }
}
