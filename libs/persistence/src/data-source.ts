import { DataSource, DataSourceOptions, EntityManager, MixedList, EntitySchema } from 'typeorm';

export interface ServiceDataSourceInput {
  /** postgres:// URL of the database that holds this service's schema. */
  url: string;
  /** The service's own schema: its tables live nowhere else. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

export function serviceDataSourceOptions(input: ServiceDataSourceInput): DataSourceOptions {
  return {
    type: 'postgres',
    url: input.url,
    schema: input.schema,
    entities: input.entities,
    migrations: input.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: { max: input.poolSize ?? 10, application_name: `simrelay-${input.schema}` },
  };
}

/** Creates the schema (the migrations table lives in it) and applies pending migrations. */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const schema = (dataSource.options as { schema?: string }).schema;
  if (schema) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((m) => m.name);
}

/**
 * The SQL a generated migration would contain: empty when entities and migrations agree.
 * Run against a database migrated from scratch.
 */
export async function schemaDrift(dataSource: DataSource): Promise<string[]> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return log.upQueries.map((q) => q.query);
}

export function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(work);
}
