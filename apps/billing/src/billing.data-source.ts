import { serviceDataSourceOptions } from '@simrelay/persistence';
import { DataSource } from 'typeorm';
import { BILLING_SCHEMA, billingEntities, billingMigrations } from './billing.schema';

export const billingDataSource = (databaseUrl: string, poolSize?: number): DataSource =>
  new DataSource(
    serviceDataSourceOptions({ url: databaseUrl, schema: BILLING_SCHEMA, entities: billingEntities, migrations: billingMigrations, poolSize }),
  );
