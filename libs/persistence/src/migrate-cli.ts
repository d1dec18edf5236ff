import type { DataSource } from 'typeorm';
import { migrate } from './data-source';

/** Applies one service's pending migrations to `databaseUrl` and closes the connection. */
export async function migrateDatabase(create: (url: string) => DataSource, databaseUrl: string): Promise<string[]> {
  const dataSource = await create(databaseUrl).initialize();
  try {
    return await migrate(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** The body of a service's `cli/migrate.ts`: migrate, say what happened, exit 1 on failure. */
export function runMigrateCli(service: string, create: (url: string) => DataSource, databaseUrl: string): void {
  migrateDatabase(create, databaseUrl).then(
    (applied) => console.log(applied.length ? `${service}: applied ${applied.join(', ')}` : `${service}: up to date`),
    (error) => {
      console.error(`${service}: migration failed:`, error);
      process.exit(1);
    },
  );
}
