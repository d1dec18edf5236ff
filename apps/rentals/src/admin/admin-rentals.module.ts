import { Module } from '@nestjs/common';
import { RentalContractsModule } from '../rentals/rental-contracts.module';
import { AdminRentalsController } from './admin-rentals.controller';
import { AdminRentalsService } from './admin-rentals.service';

/** The back office's view and actions on rentals. */
@Module({
  imports: [RentalContractsModule],
  controllers: [AdminRentalsController],
  providers: [AdminRentalsService],
})
export class AdminRentalsModule {}
