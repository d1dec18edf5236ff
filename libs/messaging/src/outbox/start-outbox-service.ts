import { DynamicModule } from '@nestjs/common';
import { InfrastructureEnv } from '@simrelay/config';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ensureStream, StreamSpec } from '../events/streams';
import { MessagingContext } from '../messaging-context';
import { startRpcService } from '../rpc/start-rpc-service';
import { OutboxRelay } from './outbox.relay';
import { OutboxWakeListener } from './outbox-wake.listener';

export interface OutboxServiceInput {
  service: string;
  env: InfrastructureEnv;
  logger: Logger;
  /** Initialised on the service's schema; the service owns it from here and closes it. */
  dataSource: DataSource;
  /** The streams it publishes to or reads from: created when missing, by whichever side starts first. */
  streams: StreamSpec[];
  module: (deps: { messaging: MessagingContext; relay: OutboxRelay }) => DynamicModule;
}

export interface RunningService {
  close: () => Promise<void>;
}

/**
 * A service on its database and NATS that publishes through its outbox: connects, declares
 * its streams, starts the relay and the NATS app. Closing stops the app first (in-flight
 * requests finish), then lets their events leave, then closes the connections.
 */
export async function startOutboxService(input: OutboxServiceInput): Promise<RunningService> {
  const { env, logger, dataSource } = input;
  const messaging = await MessagingContext.fromEnv(input.service, env);
  for (const stream of input.streams) await ensureStream(messaging.jsm, messaging.namespace, stream);
  const relay = new OutboxRelay(dataSource, messaging.streams, messaging.namespace, logger);
  relay.start();
  const wake = new OutboxWakeListener(dataSource, () => void relay.kick(), logger);
  await wake.start();
  const app = await startRpcService({ service: input.service, module: input.module({ messaging, relay }), env, logger });
  logger.info(`${input.service} ready`);
  return {
    close: async () => {
      await app.close();
      await wake.stop();
      await relay.stop();
      await relay.kick();
      await messaging.close();
      await dataSource.destroy();
    },
  };
}
