import { INestMicroservice } from '@nestjs/common';
import { ActivationsEvents, BillingEvents, IdentityEvents, RentalsEvents } from '@simrelay/contracts';
import { ensureStream, MessagingContext, startRpcService } from '@simrelay/messaging';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { WebhooksEnv } from './config';
import { redisReady } from './redis-ready';
import { webhooksDataSource } from './webhooks.data-source';
import { WebhooksModule } from './webhooks.module';

export const SERVICE = 'webhooks';
const REDIS_READY_MS = 10_000;

/** Connects, declares the streams it reads and starts the Nest app. `main.ts` and tests share it. Needs a migrated database. */
export async function startWebhooks(env: WebhooksEnv, logger: Logger): Promise<INestMicroservice> {
  const dataSource = await webhooksDataSource(env.DATABASE_URL).initialize();
  let messaging: MessagingContext | undefined;
  let redis: Redis | undefined;
  try {
    messaging = await MessagingContext.fromEnv(SERVICE, env);
    // BullMQ workers need maxRetriesPerRequest: null (blocking reads wait out reconnects).
    redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null, connectionName: SERVICE });
    // ioredis reconnects by itself; without a listener it would print each failure to stderr.
    redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis connection error'));
    await redisReady(redis, REDIS_READY_MS);
    // Identity, billing, activations and rentals own these streams, but either side may start first.
    await ensureStream(messaging.jsm, messaging.namespace, { name: IdentityEvents.stream, subjects: [IdentityEvents.all] });
    await ensureStream(messaging.jsm, messaging.namespace, { name: BillingEvents.stream, subjects: [BillingEvents.all] });
    await ensureStream(messaging.jsm, messaging.namespace, { name: ActivationsEvents.stream, subjects: [ActivationsEvents.all] });
    await ensureStream(messaging.jsm, messaging.namespace, { name: RentalsEvents.stream, subjects: [RentalsEvents.all] });
    return await startRpcService({ service: SERVICE, module: WebhooksModule.register({ env, logger, messaging, redis, dataSource }), env, logger });
  } catch (error) {
    redis?.disconnect();
    await messaging?.close();
    if (dataSource.isInitialized) await dataSource.destroy();
    throw error;
  }
}
