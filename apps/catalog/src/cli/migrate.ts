import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { migrate } from '@simrelay/persistence';
import { catalogDataSource } from '../catalog.data-source';

/** Applies catalog's pending migrations to DATABASE_URL. */
export async function migrateCatalog(databaseUrl: string): Promise<string[]> {
  const dataSource = await catalogDataSource(databaseUrl, 1).initialize();
  try {
    return await migrate(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  const env = loadConfigOrExit(InfrastructureEnv);
  migrateCatalog(env.DATABASE_URL).then(
    (applied) => console.log(applied.length ? `catalog: applied ${applied.join(', ')}` : 'catalog: up to date'),
    (error) => {
      console.error('catalog: migration failed:', error);
      process.exit(1);
    },
  );
}
