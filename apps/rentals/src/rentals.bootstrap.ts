import { ActivationsEvents, RentalsEvents } from '@simrelay/contracts';
import { RunningService, startOutboxService } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { RentalsEnv } from './config';
import { rentalsDataSource } from './rentals.data-source';
import { RentalsModule } from './rentals.module';

export type { RunningService } from '@simrelay/messaging';

/** Starts rentals against migrated storage; tests call this with their own env. */
export async function startRentals(env: RentalsEnv, logger: Logger): Promise<RunningService> {
  const dataSource = await rentalsDataSource(env.DATABASE_URL, env.RENTALS_DB_POOL_SIZE).initialize();
  return startOutboxService({
    service: 'rentals', env, logger, dataSource,
    // Activations' stream is read here (messages on leased SIMs): declared by whichever starts first.
    streams: [{ name: RentalsEvents.stream, subjects: [RentalsEvents.all] }, { name: ActivationsEvents.stream, subjects: [ActivationsEvents.all] }],
    module: ({ messaging, relay }) => RentalsModule.register({ env, dataSource, messaging, relay, logger }),
  });
}
