import { Module } from '@nestjs/common';
import { ActivationsModule } from '../../activations/activations.module';
import { AuthModule } from '../../auth/auth.module';
import { BillingModule } from '../../billing/billing.module';
import { CatalogModule } from '../../catalog/catalog.module';
import { ModesModule } from '../../modes/modes.module';
import { RentalsModule } from '../../rentals/rentals.module';
import { UsersModule } from '../../users/users.module';
import { FiveSimController } from './fivesim.controller';
import { FiveSimHosting } from './fivesim-hosting';
import { SmsActivateCatalog } from './sms-activate-catalog';
import { SmsActivateController } from './sms-activate.controller';
import { SmsActivateOrders } from './sms-activate-orders';
import { SmsActivateRentals } from './sms-activate-rentals';

/** The SMS-Activate and 5SIM compatible APIs, over the same activations, rentals and balances. */
@Module({
  imports: [AuthModule, ModesModule, ActivationsModule, BillingModule, CatalogModule, RentalsModule, UsersModule],
  controllers: [SmsActivateController, FiveSimController],
  providers: [SmsActivateRentals, SmsActivateCatalog, FiveSimHosting, SmsActivateOrders],
})
export class CompatModule {}
