import { BillingEvents } from '@simrelay/contracts';
import { RunningService, startOutboxService } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { billingDataSource } from './billing.data-source';
import { BillingModule } from './billing.module';
import { BillingEnv } from './config';

export type { RunningService } from '@simrelay/messaging';

/** Starts billing against migrated storage; tests call this with their own env. */
export async function startBilling(env: BillingEnv, logger: Logger): Promise<RunningService> {
  const dataSource = await billingDataSource(env.DATABASE_URL, env.BILLING_DB_POOL_SIZE).initialize();
  return startOutboxService({
    service: 'billing', env, logger, dataSource,
    streams: [{ name: BillingEvents.stream, subjects: [BillingEvents.all] }],
    module: ({ messaging, relay }) => BillingModule.register({ env, dataSource, messaging, relay, logger }),
  });
}
