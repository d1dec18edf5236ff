import { loadConfigOrExit } from '@simrelay/config';
import { createLogger } from '@simrelay/logging';
import { closeOnSignal } from '@simrelay/messaging';
import { IdentityEnv } from './config';
import { startIdentity } from './identity.bootstrap';

async function main(): Promise<void> {
  const env = loadConfigOrExit(IdentityEnv);
  const logger = createLogger('identity', env.LOG_LEVEL);
  closeOnSignal(logger, await startIdentity(env, logger));
}

void main();
