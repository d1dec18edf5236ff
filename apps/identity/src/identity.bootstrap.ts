import { IdentityEvents } from '@simrelay/contracts';
import { RunningService, startOutboxService } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { AdminAccounts } from './admins/admin-accounts';
import { IdentityEnv } from './config';
import { identityDataSource } from './identity.data-source';
import { IdentityModule } from './identity.module';
import { BreachedPasswords } from './security/breached-passwords';
import { PasswordHasher } from './security/password-hasher';

export type { RunningService } from '@simrelay/messaging';

/** Starts identity against migrated storage; tests call this with their own env. */
export async function startIdentity(env: IdentityEnv, logger: Logger): Promise<RunningService> {
  const dataSource = await identityDataSource(env.DATABASE_URL).initialize();
  const hasher = new PasswordHasher(env.ARGON2_MEMORY_KIB, env.ARGON2_TIME_COST);
  const breached = BreachedPasswords.load();
  if (await new AdminAccounts(dataSource, hasher, breached).bootstrap(env.ADMIN_BOOTSTRAP_EMAIL, env.ADMIN_BOOTSTRAP_PASSWORD)) {
    logger.info({ email: env.ADMIN_BOOTSTRAP_EMAIL }, 'created the first administrator');
  }
  return startOutboxService({
    service: 'identity', env, logger, dataSource,
    streams: [{ name: IdentityEvents.stream, subjects: [IdentityEvents.all] }],
    module: ({ messaging, relay }) => IdentityModule.register({ env, dataSource, messaging, relay, hasher, breached, logger }),
  });
}
