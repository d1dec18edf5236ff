import { ActivationsEvents, AgentStream } from '@simrelay/contracts';
import { RunningService, startOutboxService } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { activationsDataSource } from './activations.data-source';
import { ActivationsModule } from './activations.module';
import { ActivationsEnv } from './config';

export type { RunningService } from '@simrelay/messaging';

/** Starts activations against migrated storage; tests call this with their own env. */
export async function startActivations(env: ActivationsEnv, logger: Logger): Promise<RunningService> {
  const dataSource = await activationsDataSource(env.DATABASE_URL, env.ACTIVATIONS_DB_POOL_SIZE).initialize();
  return startOutboxService({
    service: 'activations', env, logger, dataSource,
    // The agents' stream is declared here too: agents may only publish into it.
    streams: [{ name: AgentStream.name, subjects: [...AgentStream.subjects] }, { name: ActivationsEvents.stream, subjects: [ActivationsEvents.all] }],
    module: ({ messaging, relay }) => ActivationsModule.register({ env, dataSource, messaging, relay, logger }),
  });
}
