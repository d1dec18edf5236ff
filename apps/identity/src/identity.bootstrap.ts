import { IdentityEvents } from '@simrelay/contracts';
import { ensureStream, MessagingContext, OutboxRelay, startRpcService } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { AdminAccounts } from './admins/admin-accounts';
import { IdentityEnv } from './config';
import { identityDataSource } from './identity.data-source';
import { IdentityModule } from './identity.module';
import { PasswordHasher } from './security/password-hasher';

export interface RunningService {
  close: () => Promise<void>;
}

/** Starts identity against migrated storage; tests call this with their own env. */
export async function startIdentity(env: IdentityEnv, logger: Logger): Promise<RunningService> {
  const dataSource = await identityDataSource(env.DATABASE_URL).initialize();
  const messaging = await MessagingContext.connect({
    service: 'identity', natsUrl: env.NATS_URL, namespace: env.NAMESPACE, user: env.NATS_USER, pass: env.NATS_PASS,
  });
  await ensureStream(messaging.jsm, messaging.namespace, { name: IdentityEvents.stream, subjects: [IdentityEvents.all] });
  const relay = new OutboxRelay(dataSource, messaging.js, messaging.namespace, logger);
  relay.start();
  const hasher = new PasswordHasher(env.ARGON2_MEMORY_KIB, env.ARGON2_TIME_COST);
  if (await new AdminAccounts(dataSource, hasher).bootstrap(env.ADMIN_BOOTSTRAP_EMAIL, env.ADMIN_BOOTSTRAP_PASSWORD)) {
    logger.info({ email: env.ADMIN_BOOTSTRAP_EMAIL }, 'created the first administrator');
  }
  const app = await startRpcService({
    service: 'identity',
    module: IdentityModule.register({ env, dataSource, messaging, relay, hasher, logger }),
    env,
    logger,
  });
  logger.info('identity ready');
  return {
    close: async () => {
      await app.close();
      await relay.stop();
      await messaging.close();
      await dataSource.destroy();
    },
  };
}
