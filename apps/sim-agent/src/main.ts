import { ConfigError } from '@simrelay/config';
import { createLogger } from '@simrelay/logging';
import { closeOnSignal } from '@simrelay/messaging';
import { AgentSettings, loadAgentSettings } from './config';
import { LogEvent } from './log-events';
import { defaultSerialBinding } from './serial/serial-binding';
import { DirectoryPortSource } from './serial/port-source';
import { SERVICE, startAgent } from './start-agent';

function settingsOrExit(): AgentSettings {
  try {
    return loadAgentSettings();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

const settings = settingsOrExit();
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
