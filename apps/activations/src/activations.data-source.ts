import { serviceDataSourceOptions } from '@simrelay/persistence';
import { DataSource } from 'typeorm';
import { ACTIVATIONS_SCHEMA, activationsEntities, activationsMigrations } from './activations.schema';

export const activationsDataSource = (databaseUrl: string, poolSize?: number): DataSource =>
  new DataSource(
    serviceDataSourceOptions({ url: databaseUrl, schema: ACTIVATIONS_SCHEMA, entities: activationsEntities, migrations: activationsMigrations, poolSize }),
  );
