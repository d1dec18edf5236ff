import { serviceDataSourceOptions } from '@simrelay/persistence';
import { DataSource } from 'typeorm';
import { CATALOG_SCHEMA, catalogEntities, catalogMigrations } from './catalog.schema';

export const catalogDataSource = (databaseUrl: string, poolSize?: number): DataSource =>
  new DataSource(
    serviceDataSourceOptions({ url: databaseUrl, schema: CATALOG_SCHEMA, entities: catalogEntities, migrations: catalogMigrations, poolSize }),
  );
