import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { dropDatabase, ensureDatabase, migrate, schemaDrift, withDatabase } from '@simrelay/persistence';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { activationsDataSource } from '../../apps/activations/src/activations.data-source';
import { billingDataSource } from '../../apps/billing/src/billing.data-source';
import { catalogDataSource } from '../../apps/catalog/src/catalog.data-source';
import { identityDataSource } from '../../apps/identity/src/identity.data-source';
import { rentalsDataSource } from '../../apps/rentals/src/rentals.data-source';
import { webhooksDataSource } from '../../apps/webhooks/src/webhooks.data-source';

/**
 * Fails when a service's entities and migrations disagree: each schema is migrated from
 * scratch into a scratch database, then compared with what its entities describe.
 */
const services: Array<[string, (url: string) => DataSource]> = [
  ['identity', (url) => identityDataSource(url, 1)],
  ['catalog', (url) => catalogDataSource(url, 1)],
  ['billing', (url) => billingDataSource(url, 1)],
  ['activations', (url) => activationsDataSource(url, 1)],
  ['webhooks', (url) => webhooksDataSource(url, 1)],
  ['rentals', (url) => rentalsDataSource(url, 1)],
];

async function main(): Promise<void> {
  const env = loadConfigOrExit(InfrastructureEnv);
  const url = withDatabase(env.DATABASE_URL, `simrelay_drift_${randomBytes(4).toString('hex')}`);
  await ensureDatabase(url);
  let failed = false;
  try {
    for (const [name, create] of services) {
      const dataSource = await create(url).initialize();
      try {
        await migrate(dataSource);
        const drift = await schemaDrift(dataSource);
        if (drift.length) {
          failed = true;
          console.error(`${name}: entities and migrations disagree; a generated migration would run:\n  ${drift.join(';\n  ')}`);
        } else {
          console.log(`${name}: entities and migrations agree`);
        }
      } finally {
        await dataSource.destroy();
      }
    }
  } finally {
    await dropDatabase(url);
  }
  if (failed) process.exit(1);
}

void main();
