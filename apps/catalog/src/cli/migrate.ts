import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { migrateDatabase, runMigrateCli } from '@simrelay/persistence';
import { catalogDataSource } from '../catalog.data-source';

/** Applies catalog's pending migrations to DATABASE_URL. */
export const migrateCatalog = (databaseUrl: string): Promise<string[]> => migrateDatabase((url) => catalogDataSource(url, 1), databaseUrl);

if (require.main === module) runMigrateCli('catalog', (url) => catalogDataSource(url, 1), loadConfigOrExit(InfrastructureEnv).DATABASE_URL);
