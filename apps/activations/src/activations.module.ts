import { DynamicModule, Module } from '@nestjs/common';
import { databaseHealthController, MessagingContext, OutboxRelay } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ActivationsController } from './activations/activations.controller';
import { ActivationsService } from './activations/activations.service';
import { ExpirySweeper } from './activations/expiry.sweeper';
import { Settlements } from './activations/settlements';
import { AdminActivationsService } from './admin/admin-activations.service';
import { AdminController } from './admin/admin.controller';
import { AdminInventoryService } from './admin/admin-inventory.service';
import { ACTIVATIONS_ENV, LOGGER, MESSAGING, OUTBOX_RELAY } from './activations.tokens';
import { CatalogCache } from './clients/catalog-cache';
import { Peers } from './clients/peers';
import { ActivationsEnv } from './config';
import { AvailabilityService } from './inventory/availability.service';
import { InventoryService } from './inventory/inventory.service';
import { StatusListener } from './inventory/status.listener';
import { AgentReportsConsumer } from './router/agent-reports.consumer';
import { RouterService } from './router/router.service';

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
    return {
      module: ActivationsModule,
      controllers: [ActivationsController, databaseHealthController('activations', MESSAGING), AdminController],
      providers: [
        { provide: ACTIVATIONS_ENV, useValue: deps.env },
        { provide: DataSource, useValue: deps.dataSource },
        { provide: MESSAGING, useValue: deps.messaging },
        { provide: OUTBOX_RELAY, useValue: deps.relay },
        { provide: LOGGER, useValue: deps.logger },
        Peers,
        CatalogCache,
        Settlements,
        ActivationsService,
        ExpirySweeper,
        InventoryService,
        AvailabilityService,
        StatusListener,
        RouterService,
        AgentReportsConsumer,
        AdminInventoryService, AdminActivationsService,
      ],
    };
  }
}
