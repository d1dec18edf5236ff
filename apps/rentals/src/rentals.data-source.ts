import { serviceDataSourceOptions } from '@simrelay/persistence';
import { DataSource } from 'typeorm';
import { RENTALS_SCHEMA, rentalsEntities, rentalsMigrations } from './rentals.schema';

export const rentalsDataSource = (databaseUrl: string, poolSize?: number): DataSource =>
  new DataSource(serviceDataSourceOptions({ url: databaseUrl, schema: RENTALS_SCHEMA, entities: rentalsEntities, migrations: rentalsMigrations, poolSize }));
