import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { migrateDatabase, runMigrateCli } from '@simrelay/persistence';
import { activationsDataSource } from '../activations.data-source';

/** Applies the activations service's pending migrations to DATABASE_URL. */
export const migrateActivations = (databaseUrl: string): Promise<string[]> => migrateDatabase((url) => activationsDataSource(url, 1), databaseUrl);

if (require.main === module) runMigrateCli('activations', (url) => activationsDataSource(url, 1), loadConfigOrExit(InfrastructureEnv).DATABASE_URL);
