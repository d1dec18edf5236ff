import { loadConfigOrExit } from '@simrelay/config';
import { createLogger } from '@simrelay/logging';
import { WebhooksEnv } from './config';
import { SERVICE, startWebhooks } from './start-webhooks';

const env = loadConfigOrExit(WebhooksEnv);
const logger = createLogger(SERVICE, env.LOG_LEVEL);

startWebhooks(env, logger).then(
  () => logger.info({ namespace: env.NAMESPACE || undefined }, 'webhooks started'),
  (error: unknown) => {
    logger.fatal({ err: error }, 'webhooks failed to start');
    process.exit(1);
  },
);
