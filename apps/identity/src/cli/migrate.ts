import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { migrateDatabase, runMigrateCli } from '@simrelay/persistence';
import { identityDataSource } from '../identity.data-source';

/** Applies identity's pending migrations to DATABASE_URL. */
export const migrateIdentity = (databaseUrl: string): Promise<string[]> => migrateDatabase((url) => identityDataSource(url, 1), databaseUrl);

if (require.main === module) runMigrateCli('identity', (url) => identityDataSource(url, 1), loadConfigOrExit(InfrastructureEnv).DATABASE_URL);
