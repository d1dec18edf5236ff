import { loadConfig } from '@simrelay/config';
import { MailRequestedEvent } from '@simrelay/contracts';
import { createLogger } from '@simrelay/logging';
import { MessagingContext } from '@simrelay/messaging';
import { clearNamespace, createTestDatabase, migrationsKey, resolveTestInfrastructure, serviceTestEnv, uniqueNamespace } from '@simrelay/testing';
import { join } from 'node:path';
import { JSONCodec } from 'nats';
import { DataSource } from 'typeorm';
import { migrateIdentity } from '../cli/migrate';
import { IdentityEnv } from '../config';
import { startIdentity } from '../identity.bootstrap';
import { identityDataSource } from '../identity.data-source';

export const IDENTITY_MIGRATIONS_KEY = migrationsKey([join(__dirname, '..', 'migrations')]);

/** Identity running in-process on its own database and namespace, with a client beside it. */
export async function startIdentityHarness(extraEnv: Record<string, string> = {}) {
  const infra = await resolveTestInfrastructure();
  const database = await createTestDatabase(infra.databaseUrl, `identity_${IDENTITY_MIGRATIONS_KEY}`, async (url) => {
    await migrateIdentity(url);
  });
  const namespace = uniqueNamespace();
  const { CAPTCHA_HMAC_KEY: _unused, ...serviceEnv } = serviceTestEnv(infra, database.url, namespace);
  const env = loadConfig(IdentityEnv, {
    ...serviceEnv,
    LOG_LEVEL: 'silent',
    ...extraEnv,
  });
  const service = await startIdentity(env, createLogger('identity', 'silent'));
  const client = await MessagingContext.connect({ service: 'test', natsUrl: infra.natsUrl, namespace });
  const dataSource = await identityDataSource(database.url, 2).initialize();

  // Mail requests reach JetStream as plain NATS publishes too, so a core subscription sees them.
  const mails: MailRequestedEvent[] = [];
  const waiting: Array<{ to: string; resolve: (m: MailRequestedEvent) => void }> = [];
  const codec = JSONCodec<MailRequestedEvent>();
  client.connection.subscribe(client.namespace.subject('evt.identity.mail_requested'), {
    callback: (_err, msg) => {
      const mail = codec.decode(msg.data);
      // One waiter takes one mail: a waiter already served must not take the next mail too.
      const waiter = waiting.find((w) => w.to === mail.to);
      if (!waiter) return void mails.push(mail);
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(mail);
    },
  });
  await client.connection.flush();

  return {
    env,
    rpc: client.rpc,
    messaging: client,
    dataSource,
    /** Mails received and not yet taken by `nextMail`. */
    mails,
    /** The next mail to `to` (or one already received and not yet taken). */
    nextMail(to: string, timeoutMs = 20_000): Promise<MailRequestedEvent> {
      const index = mails.findIndex((m) => m.to === to);
      if (index >= 0) return Promise.resolve(mails.splice(index, 1)[0]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({ to, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    async close() {
      await service.close();
      await clearNamespace(namespace, client.jsm, infra.redisUrl);
      await client.close();
      await dataSource.destroy();
      await database.drop();
    },
  };
}

export type IdentityHarness = Awaited<ReturnType<typeof startIdentityHarness>>;
export type { DataSource };
