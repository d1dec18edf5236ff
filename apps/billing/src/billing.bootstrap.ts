import { BillingEvents } from '@simrelay/contracts';
import { ensureStream, MessagingContext, OutboxRelay, startRpcService } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { billingDataSource } from './billing.data-source';
import { BillingModule } from './billing.module';
import { BillingEnv } from './config';

export interface RunningService {
  close: () => Promise<void>;
}

/** Starts billing against migrated storage; tests call this with their own env. */
export async function startBilling(env: BillingEnv, logger: Logger): Promise<RunningService> {
  const dataSource = await billingDataSource(env.DATABASE_URL, env.BILLING_DB_POOL_SIZE).initialize();
  const messaging = await MessagingContext.connect({
    service: 'billing', natsUrl: env.NATS_URL, namespace: env.NAMESPACE, user: env.NATS_USER, pass: env.NATS_PASS,
  });
  await ensureStream(messaging.jsm, messaging.namespace, { name: BillingEvents.stream, subjects: [BillingEvents.all] });
  const relay = new OutboxRelay(dataSource, messaging.js, messaging.namespace, logger);
  relay.start();
  const app = await startRpcService({
    service: 'billing',
    module: BillingModule.register({ env, dataSource, messaging, relay, logger }),
    env,
    logger,
  });
  logger.info('billing ready');
  return {
    close: async () => {
      // The app first: in-flight requests and the expiry sweep finish, then their events leave.
      await app.close();
      await relay.stop();
      await relay.kick();
      await messaging.close();
      await dataSource.destroy();
    },
  };
}
