import { loadConfigOrExit } from '@simrelay/config';
import { createLogger } from '@simrelay/logging';
import { closeOnSignal } from '@simrelay/messaging';
import { GatewayEnv } from './config';
import { startGateway } from './gateway.bootstrap';

async function main(): Promise<void> {
  const env = loadConfigOrExit(GatewayEnv);
  const logger = createLogger('gateway', env.LOG_LEVEL);
  closeOnSignal(logger, await startGateway(env, logger));
}

void main();
