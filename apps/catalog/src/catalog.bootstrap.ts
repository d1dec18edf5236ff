import { MessagingContext, startRpcService } from '@simrelay/messaging';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { catalogDataSource } from './catalog.data-source';
import { CatalogModule } from './catalog.module';
import { CatalogEnv } from './config';

/** Starts catalog against migrated storage; tests call this with their own env. */
export async function startCatalog(env: CatalogEnv, logger: Logger): Promise<{ close: () => Promise<void> }> {
  const dataSource = await catalogDataSource(env.DATABASE_URL).initialize();
  const messaging = await MessagingContext.fromEnv('catalog', env);
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, connectionName: 'catalog' });
  redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis connection error'));
  const app = await startRpcService({ service: 'catalog', module: CatalogModule.register({ env, dataSource, messaging, redis, logger }), env, logger });
  logger.info('catalog ready');
  return {
    close: async () => {
      await app.close();
      await messaging.close();
      redis.disconnect();
      await dataSource.destroy();
    },
  };
}
