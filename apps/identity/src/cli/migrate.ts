import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { migrate } from '@simrelay/persistence';
import { identityDataSource } from '../identity.data-source';

/** Applies identity's pending migrations to DATABASE_URL. */
export async function migrateIdentity(databaseUrl: string): Promise<string[]> {
  const dataSource = await identityDataSource(databaseUrl, 1).initialize();
  try {
    return await migrate(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  const env = loadConfigOrExit(InfrastructureEnv);
  migrateIdentity(env.DATABASE_URL).then(
    (applied) => console.log(applied.length ? `identity: applied ${applied.join(', ')}` : 'identity: up to date'),
    (error) => {
      console.error('identity: migration failed:', error);
      process.exit(1);
    },
  );
}
