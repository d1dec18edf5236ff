import { DynamicModule, Module, Provider } from '@nestjs/common';
import { databaseHealthController, infrastructureProviders, MessagingContext, OutboxRelay } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { BILLING_ENV } from './billing.tokens';
import { BillingEnv } from './config';
import { HoldsModule } from './holds/holds.module';
import { LedgerController } from './ledger/ledger.controller';
import { LedgerModule } from './ledger/ledger.module';
import { PaymentProviders } from './topups/payment-providers';
import { TopUpsModule } from './topups/topups.module';

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
    const values: Provider[] = [
      { provide: BILLING_ENV, useValue: deps.env },
      ...infrastructureProviders(deps),
      // Built here so a malformed provider API base fails the boot before Nest starts.
      { provide: PaymentProviders, useValue: new PaymentProviders(deps.env) },
    ];
    return {
      module: BillingModule,
      // Global so the feature modules inject what the bootstrap built without re-wiring it.
      global: true,
      imports: [LedgerModule, HoldsModule, TopUpsModule],
      // Balances join the ledger's wallets with the top-ups paid, so their controller sits above both features.
      controllers: [LedgerController, databaseHealthController('billing')],
      providers: values,
      exports: values,
    };
  }
}
