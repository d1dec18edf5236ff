import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { migrateDatabase, runMigrateCli } from '@simrelay/persistence';
import { billingDataSource } from '../billing.data-source';

/** Applies billing's pending migrations to DATABASE_URL. */
export const migrateBilling = (databaseUrl: string): Promise<string[]> => migrateDatabase((url) => billingDataSource(url, 1), databaseUrl);

if (require.main === module) runMigrateCli('billing', (url) => billingDataSource(url, 1), loadConfigOrExit(InfrastructureEnv).DATABASE_URL);
