import { DynamicModule, Module } from '@nestjs/common';
import { databaseHealthController, MessagingContext, OutboxRelay } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { BILLING_ENV, LOGGER, MESSAGING, OUTBOX_RELAY } from './billing.tokens';
import { BillingEnv } from './config';
import { HoldExpirySweeper } from './holds/hold-expiry.sweeper';
import { HoldLedger } from './holds/hold-ledger';
import { HoldsController } from './holds/holds.controller';
import { IdempotentLedger } from './ledger/idempotent-ledger';
import { LedgerController } from './ledger/ledger.controller';
import { WalletLedger } from './ledger/wallet-ledger';
import { PaymentProviders } from './topups/payment-providers';
import { TopUpCallbacks } from './topups/topup-callbacks';
import { TopUpCheckouts } from './topups/topup-checkouts';
import { TopUpsController } from './topups/topups.controller';
import { TopUpsService } from './topups/topups.service';

export interface BillingDeps {
  env: BillingEnv;
  dataSource: DataSource;
  messaging: MessagingContext;
  relay: OutboxRelay;
  logger: Logger;
}

@Module({})
export class BillingModule {
  static register(deps: BillingDeps): DynamicModule {
    return {
      module: BillingModule,
      controllers: [HoldsController, LedgerController, TopUpsController, databaseHealthController('billing', MESSAGING)],
      providers: [
        { provide: BILLING_ENV, useValue: deps.env },
        { provide: DataSource, useValue: deps.dataSource },
        { provide: MESSAGING, useValue: deps.messaging },
        { provide: OUTBOX_RELAY, useValue: deps.relay },
        { provide: LOGGER, useValue: deps.logger },
        IdempotentLedger,
        HoldLedger,
        WalletLedger,
        { provide: PaymentProviders, useValue: new PaymentProviders(deps.env) },
        TopUpCheckouts,
        TopUpsService,
        TopUpCallbacks,
        HoldExpirySweeper,
      ],
    };
  }
}
