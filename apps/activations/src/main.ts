import { loadConfigOrExit } from '@simrelay/config';
import { createLogger } from '@simrelay/logging';
import { closeOnSignal } from '@simrelay/messaging';
import { startActivations } from './activations.bootstrap';
import { ActivationsEnv } from './config';

async function main(): Promise<void> {
  const env = loadConfigOrExit(ActivationsEnv);
  const logger = createLogger('activations', env.LOG_LEVEL);
  closeOnSignal(logger, await startActivations(env, logger));
}

void main();
