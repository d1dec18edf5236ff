import { createTestDatabase, migrationsKey, TestDatabase, TestInfrastructure } from '@simrelay/testing';
import { join } from 'node:path';
import { migrateWebhooks } from '../cli/migrate';

export const WEBHOOKS_MIGRATIONS_KEY = migrationsKey([join(__dirname, '..', 'migrations')]);

/** A database of its own for one test file, with the webhooks schema migrated. */
export function webhooksTestDatabase(infra: TestInfrastructure): Promise<TestDatabase> {
  return createTestDatabase(infra.databaseUrl, `webhooks_${WEBHOOKS_MIGRATIONS_KEY}`, async (url) => {
    await migrateWebhooks(url);
  });
}
