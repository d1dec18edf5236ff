import { loadConfigOrExit } from '@simrelay/config';
import { createLogger } from '@simrelay/logging';
import { closeOnSignal } from '@simrelay/messaging';
import { RentalsEnv } from './config';
import { startRentals } from './rentals.bootstrap';

async function main(): Promise<void> {
  const env = loadConfigOrExit(RentalsEnv);
  const logger = createLogger('rentals', env.LOG_LEVEL);
  closeOnSignal(logger, await startRentals(env, logger));
}

void main();
