import { serviceDataSourceOptions } from '@simrelay/persistence';
import { DataSource } from 'typeorm';
import { WEBHOOKS_SCHEMA, webhooksEntities, webhooksMigrations } from './webhooks.schema';

export const webhooksDataSource = (databaseUrl: string, poolSize?: number): DataSource =>
  new DataSource(
    serviceDataSourceOptions({ url: databaseUrl, schema: WEBHOOKS_SCHEMA, entities: webhooksEntities, migrations: webhooksMigrations, poolSize }),
  );
