import { DynamicModule, Module } from '@nestjs/common';
import { MessagingContext } from '@simrelay/messaging';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { CatalogCache } from './cache/catalog-cache';
import { CATALOG_ENV, LOGGER, MESSAGING, REDIS } from './catalog.tokens';
import { CatalogEnv } from './config';
import { AdminCountriesService } from './countries/admin-countries.service';
import { CountriesService } from './countries/countries.service';
import { HealthController } from './health/health.controller';
import { AvailabilityClient } from './prices/availability.client';
import { OffersService } from './prices/offers.service';
import { AdminCatalogController } from './services/admin-catalog.controller';
import { AdminCatalogService } from './services/admin-catalog.service';
import { CatalogController } from './services/catalog.controller';
import { CatalogSettingsService } from './settings/catalog-settings.service';

export interface CatalogDeps {
  env: CatalogEnv;
  dataSource: DataSource;
  messaging: MessagingContext;
  redis: Redis;
  logger: Logger;
}

@Module({})
export class CatalogModule {
  static register(deps: CatalogDeps): DynamicModule {
    return {
      module: CatalogModule,
      controllers: [CatalogController, AdminCatalogController, HealthController],
      providers: [
        { provide: CATALOG_ENV, useValue: deps.env },
        { provide: DataSource, useValue: deps.dataSource },
        { provide: MESSAGING, useValue: deps.messaging },
        { provide: REDIS, useValue: deps.redis },
        { provide: LOGGER, useValue: deps.logger },
        CatalogCache,
        CatalogSettingsService,
        CountriesService,
        AdminCountriesService,
        OffersService,
        AvailabilityClient,
        AdminCatalogService,
      ],
    };
  }
}
