import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { migrateDatabase, runMigrateCli } from '@simrelay/persistence';
import { rentalsDataSource } from '../rentals.data-source';

/** Applies the rentals service's pending migrations to DATABASE_URL. */
export const migrateRentals = (databaseUrl: string): Promise<string[]> => migrateDatabase((url) => rentalsDataSource(url, 1), databaseUrl);

if (require.main === module) runMigrateCli('rentals', (url) => rentalsDataSource(url, 1), loadConfigOrExit(InfrastructureEnv).DATABASE_URL);
