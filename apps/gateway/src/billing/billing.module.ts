import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ModesModule } from '../modes/modes.module';
import { AdminBalanceController } from './admin-balance.controller';
import { BillingClient } from './billing.client';
import { PaymentCallbacksController } from './payment-callbacks.controller';
import { PaymentsController } from './payments.controller';
import { UserLedgerClient } from './user-ledger.client';
import { UserLedgerController } from './user-ledger.controller';

/** Balances, top-ups with the payment providers' callbacks, and the users' ledger. */
@Module({
  imports: [AuthModule, ModesModule],
  controllers: [AdminBalanceController, PaymentsController, PaymentCallbacksController, UserLedgerController],
  providers: [BillingClient, UserLedgerClient],
  exports: [BillingClient],
})
export class BillingModule {}
