import { serviceDataSourceOptions } from '@simrelay/persistence';
import { DataSource } from 'typeorm';
import { IDENTITY_SCHEMA, identityEntities, identityMigrations } from './identity.schema';

export const identityDataSource = (databaseUrl: string, poolSize?: number): DataSource =>
  new DataSource(
    serviceDataSourceOptions({ url: databaseUrl, schema: IDENTITY_SCHEMA, entities: identityEntities, migrations: identityMigrations, poolSize }),
  );
