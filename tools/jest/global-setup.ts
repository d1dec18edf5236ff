import { resolveTestInfrastructure } from '../../libs/testing/src/infrastructure';

/**
 * Resolves the real servers once for the whole run and hands their URLs to every test
 * worker through the environment (workers start after this and inherit it).
 */
export default async function globalSetup(): Promise<void> {
  const infra = await resolveTestInfrastructure();
  process.env['DATABASE_URL'] = infra.databaseUrl;
  process.env['REDIS_URL'] = infra.redisUrl;
  process.env['NATS_URL'] = infra.natsUrl;
}
