import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { migrateDatabase, runMigrateCli } from '@simrelay/persistence';
import { webhooksDataSource } from '../webhooks.data-source';

/** Applies the webhooks service's pending migrations to DATABASE_URL. */
export const migrateWebhooks = (databaseUrl: string): Promise<string[]> => migrateDatabase((url) => webhooksDataSource(url, 1), databaseUrl);

if (require.main === module) runMigrateCli('webhooks', (url) => webhooksDataSource(url, 1), loadConfigOrExit(InfrastructureEnv).DATABASE_URL);
