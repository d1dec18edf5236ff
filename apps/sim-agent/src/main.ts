import { exitOnConfigError } from '@simrelay/config';
import { createLogger } from '@simrelay/logging';
import { closeOnSignal } from '@simrelay/messaging';
import { loadAgentSettings } from './config';
import { LogEvent } from './log-events';
import { defaultSerialBinding } from './serial/serial-binding';
import { DirectoryPortSource } from './serial/port-source';
import { SERVICE, startAgent } from './start-agent';

const settings = exitOnConfigError(loadAgentSettings);
const logger = createLogger(SERVICE, settings.logLevel);

defaultSerialBinding()
  .then((binding) => startAgent(settings, logger, { binding, portSource: new DirectoryPortSource() }))
  .then(
    (agent) => closeOnSignal(logger, { close: () => agent.stop() }),
    (error: unknown) => {
      logger.fatal({ err: error }, LogEvent.agentFailed);
      process.exit(1);
    },
  );
