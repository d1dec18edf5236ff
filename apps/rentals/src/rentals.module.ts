import { DynamicModule, Module, Provider } from '@nestjs/common';
import { databaseHealthController, infrastructureProviders, MessagingContext, OutboxRelay } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AdminRentalsModule } from './admin/admin-rentals.module';
import { Clock } from './clock';
import { Peers } from './clients/peers';
import { RentalsEnv } from './config';
import { LifecycleModule } from './lifecycle/lifecycle.module';
import { MessagesModule } from './messages/messages.module';
import { RentalContractsModule } from './rentals/rental-contracts.module';
import { RENTALS_ENV } from './rentals.tokens';

export interface RentalsDeps {
  env: RentalsEnv;
  dataSource: DataSource;
  messaging: MessagingContext;
  relay: OutboxRelay;
  logger: Logger;
}

@Module({})
export class RentalsModule {
  static register(deps: RentalsDeps): DynamicModule {
    // The clock and the peers' clients are one each for every feature (a moved clock moves for all).
    const shared: Provider[] = [{ provide: RENTALS_ENV, useValue: deps.env }, ...infrastructureProviders(deps), Clock, Peers];
    return {
      module: RentalsModule,
      // Global so the feature modules inject what the bootstrap built without re-wiring it.
      global: true,
      imports: [RentalContractsModule, MessagesModule, LifecycleModule.register(deps.env.TEST_CLOCK), AdminRentalsModule],
      controllers: [databaseHealthController('rentals')],
      providers: shared,
      exports: shared,
    };
  }
}
