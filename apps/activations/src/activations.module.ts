import { DynamicModule, Module, Provider } from '@nestjs/common';
import { databaseHealthController, infrastructureProviders, MessagingContext, OutboxRelay } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ActivationOrdersModule } from './activations/activation-orders.module';
import { ACTIVATIONS_ENV } from './activations.tokens';
import { AdminModule } from './admin/admin.module';
import { CatalogCache } from './clients/catalog-cache';
import { Peers } from './clients/peers';
import { ActivationsEnv } from './config';
import { ExecutorsModule } from './executors/executors.module';
import { HubsModule } from './hubs/hubs.module';
import { InventoryModule } from './inventory/inventory.module';
import { LeasesModule } from './leases/leases.module';
import { RouterModule } from './router/router.module';

export interface ActivationsDeps {
  env: ActivationsEnv;
  dataSource: DataSource;
  messaging: MessagingContext;
  relay: OutboxRelay;
  logger: Logger;
}

@Module({})
export class ActivationsModule {
  static register(deps: ActivationsDeps): DynamicModule {
    // The peers' clients and the catalog cache are one each for every feature (one cache to keep fresh).
    const shared: Provider[] = [{ provide: ACTIVATIONS_ENV, useValue: deps.env }, ...infrastructureProviders(deps), Peers, CatalogCache];
    return {
      module: ActivationsModule,
      // Global so the feature modules inject what the bootstrap built without re-wiring it.
      global: true,
      imports: [ActivationOrdersModule, InventoryModule, RouterModule, LeasesModule, AdminModule, ExecutorsModule, HubsModule],
      controllers: [databaseHealthController('activations')],
      providers: shared,
      exports: shared,
    };
  }
}
