import { DynamicModule, Module, Provider } from '@nestjs/common';
import { infrastructureProviders, MessagingContext } from '@simrelay/messaging';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { CATALOG_ENV, REDIS } from './catalog.tokens';
import { CatalogEnv } from './config';
import { HealthController } from './health/health.controller';
import { ServicesModule } from './services/services.module';

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
    const values: Provider[] = [
      { provide: CATALOG_ENV, useValue: deps.env },
      ...infrastructureProviders(deps),
      { provide: REDIS, useValue: deps.redis },
    ];
    return {
      module: CatalogModule,
      // Global so the feature modules inject what the bootstrap built without re-wiring it.
      global: true,
      imports: [ServicesModule],
      controllers: [HealthController],
      providers: values,
      exports: values,
    };
  }
}
