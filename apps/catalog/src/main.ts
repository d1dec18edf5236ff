import { loadConfigOrExit } from '@simrelay/config';
import { createLogger } from '@simrelay/logging';
import { closeOnSignal } from '@simrelay/messaging';
import { startCatalog } from './catalog.bootstrap';
import { CatalogEnv } from './config';

async function main(): Promise<void> {
  const env = loadConfigOrExit(CatalogEnv);
  const logger = createLogger('catalog', env.LOG_LEVEL);
  closeOnSignal(logger, await startCatalog(env, logger));
}

void main();
