import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ModesModule } from '../modes/modes.module';
import { AdminRentalsController } from './admin-rentals.controller';
import { PublicRentalsController } from './public-rentals.controller';
import { RentalNumbersController } from './rental-numbers.controller';
import { RentalsClient } from './rentals.client';

/** Rented numbers for signed-in users, the public API and the back office. */
@Module({
  imports: [AuthModule, ModesModule, CatalogModule],
  controllers: [RentalNumbersController, PublicRentalsController, AdminRentalsController],
  providers: [RentalsClient],
  exports: [RentalsClient],
})
export class RentalsModule {}
