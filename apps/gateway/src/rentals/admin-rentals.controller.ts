import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { AdminAuthGuard } from '../auth/auth.guards';
import { AdminRentalsParams, AdminRestoresParams } from './rental-bodies';
import { RentalsClient } from './rentals.client';

const uuid = new ParseUUIDPipe({ version: '4' });

/** The back office's rentals: lists, ending one, restore requests, SIMs due for a balance top-up. Admin tokens only. */
@Controller('admin/rentals')
@UseGuards(AdminAuthGuard)
export class AdminRentalsController {
  constructor(private readonly rentals: RentalsClient) {}

  @Get()
  list(@Query() query: AdminRentalsParams) {
    return this.rentals.adminList(query);
  }

  /** Leased SIMs two months or more into their lease: their balance needs a top-up. */
  @Get('topup-due')
  topUpDue() {
    return this.rentals.adminTopUpDue();
  }

  @Get('restores')
  restores(@Query() query: AdminRestoresParams) {
    return this.rentals.adminRestores(query.state);
  }

  @Post('restores/:id/complete')
  @HttpCode(200)
  completeRestore(@Param('id', uuid) requestId: string) {
    return this.rentals.adminCompleteRestore(requestId);
  }

  /** Ends a rental at once, without a refund: the SIM returns to the pool. */
  @Post(':id/end')
  @HttpCode(200)
  end(@Param('id', uuid) rentalId: string) {
    return this.rentals.adminEnd(rentalId);
  }
}
