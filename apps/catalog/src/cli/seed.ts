import { InfrastructureEnv, loadConfigOrExit } from '@simrelay/config';
import { catalogDataSource } from '../catalog.data-source';
import { seedCatalog } from '../seed/seed-catalog';

/** `npm run catalog:seed`: loads the starting catalog; never overwrites an administrator's change. */
async function main(): Promise<void> {
  const env = loadConfigOrExit(InfrastructureEnv);
  const dataSource = await catalogDataSource(env.DATABASE_URL, 1).initialize();
  try {
    const report = await seedCatalog(dataSource);
    console.log(`catalog seed: added ${Object.entries(report).map(([k, v]) => `${v} ${k}`).join(', ')}`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error('catalog seed failed:', error);
  process.exit(1);
});
