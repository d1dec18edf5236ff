import { loadConfigOrExit } from '@simrelay/config';
import { createLogger } from '@simrelay/logging';
import { closeOnSignal } from '@simrelay/messaging';
import { BillingEnv } from './config';
import { startBilling } from './billing.bootstrap';

async function main(): Promise<void> {
  const env = loadConfigOrExit(BillingEnv);
  const logger = createLogger('billing', env.LOG_LEVEL);
  closeOnSignal(logger, await startBilling(env, logger));
}

void main();
