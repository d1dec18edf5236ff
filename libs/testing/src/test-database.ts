import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabase, dropDatabase, withAdminClient, withDatabase } from '@simrelay/persistence';

/** A key that changes whenever any migration file under these folders changes. */
export function migrationsKey(folders: string[]): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  folders.forEach(walk);
  return hash.digest('hex').slice(0, 16);
}

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database for one test file, copied from a template migrated once per set of
 * migrations. Copies are cheap, so files run in parallel without sharing rows.
 */
export async function createTestDatabase(baseUrl: string, key: string, migrate: (url: string) => Promise<void>): Promise<TestDatabase> {
  const template = `simrelay_tpl_${key}`;
  await withAdminClient(baseUrl, async (client) => {
    // One process builds the template; the others wait on the lock and find it ready.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await client.query(
        "SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1",
        [template],
      );
      if (found.rows[0]?.note === 'ready') return;
      if (found.rowCount) await client.query(`DROP DATABASE "${template}" WITH (FORCE)`);
      const templateUrl = withDatabase(baseUrl, template);
      await ensureDatabase(templateUrl);
      await migrate(templateUrl);
      await client.query(`COMMENT ON DATABASE "${template}" IS 'ready'`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  const url = withDatabase(baseUrl, `simrelay_test_${randomBytes(6).toString('hex')}`);
  await ensureDatabase(url, template);
  return { url, drop: () => dropDatabase(url) };
}
