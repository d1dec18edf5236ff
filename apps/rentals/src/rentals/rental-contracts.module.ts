import { Module } from '@nestjs/common';
import { RestoreService } from '../restore/restore.service';
import { RentalLeases } from './rental-leases';
import { RentalPayments } from './rental-payments';
import { RentalsController } from './rentals.controller';
import { RentalsService } from './rentals.service';

/**
 * Rental contracts: renting, extending, ending, and restoring access. Restore lives here
 * too: it renews through the rentals' rules and the rentals' answers start it.
 */
@Module({
  controllers: [RentalsController],
  providers: [RentalPayments, RentalLeases, RentalsService, RestoreService],
  exports: [RentalPayments, RentalLeases, RestoreService],
})
export class RentalContractsModule {}
