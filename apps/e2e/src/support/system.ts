import {
  clearNamespace, createTestDatabase, freePort, migrationsKey, resolveTestInfrastructure, serviceTestEnv, startSmtpSink, uniqueNamespace,
} from '@simrelay/testing';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'nats';
import { REPO_ROOT, RunningProcess, runToEnd, startProcess } from './processes';
import { HttpClient } from './http-client';

const SERVICES = [
  ['identity', 'apps/identity/src/main.ts'],
  ['catalog', 'apps/catalog/src/main.ts'],
  ['billing', 'apps/billing/src/main.ts'],
  ['webhooks', 'apps/webhooks/src/main.ts'],
  ['gateway', 'apps/gateway/src/main.ts'],
] as const;

const MIGRATIONS = migrationsKey(
  ['identity/src/migrations', 'catalog/src/migrations', 'catalog/src/seed', 'billing/src/migrations'].map((dir) => join(REPO_ROOT, 'apps', dir)),
);

export interface SystemOptions {
  env?: Record<string, string>;
  /** Each request comes from a different client address, so per-address limits stay out of the way. */
  varyClientAddress?: boolean;
  /** The gateway also serves the built web app (apps/web/dist), and mailed links point at it. */
  web?: boolean;
}

const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');

const randomAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}, 10.0.0.${1 + Math.floor(Math.random() * 254)}`;

/**
 * The whole backend as separate processes (identity, webhooks, gateway) on real
 * PostgreSQL, Redis and NATS, with its own database, namespace and SMTP sink.
 */
export async function startSystem(options: SystemOptions = {}) {
  if (options.web && !existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('The web app is not built: run `npx nx run web:build` (npm test does it first).');
  }
  const infra = await resolveTestInfrastructure();
  const database = await createTestDatabase(infra.databaseUrl, `all_${MIGRATIONS}`, async (url) => {
    for (const cli of ['identity/src/cli/migrate.ts', 'catalog/src/cli/migrate.ts', 'catalog/src/cli/seed.ts', 'billing/src/cli/migrate.ts']) {
      await runToEnd(`apps/${cli}`, { DATABASE_URL: url });
    }
  });
  const namespace = uniqueNamespace();
  const smtp = await startSmtpSink();
  const port = await freePort();
  const admin = { email: 'ops@example.com', password: `Adm${randomBytes(6).toString('hex')}9` };
  const env: Record<string, string> = {
    ...serviceTestEnv(infra, database.url, namespace),
    CAPTCHA_COMPLEXITY: '2000',
    SMTP_URL: smtp.url,
    PUBLIC_WEB_URL: options.web ? `http://127.0.0.1:${port}` : 'http://localhost:5173',
    ...(options.web ? { WEB_DIST } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_BOOTSTRAP_EMAIL: admin.email,
    ADMIN_BOOTSTRAP_PASSWORD: admin.password,
    LOG_LEVEL: 'info',
    ...(options.varyClientAddress ? { TRUST_PROXY: 'true' } : {}),
    ...options.env,
  };
  const processes: RunningProcess[] = SERVICES.map(([name, entry]) => startProcess(name, entry, env));
  const http = new HttpClient(`http://127.0.0.1:${port}`, options.varyClientAddress ? randomAddress : undefined);
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await smtp.close();
    const nc = await connect({ servers: infra.natsUrl });
    await clearNamespace(namespace, await nc.jetstreamManager(), infra.redisUrl);
    await nc.close();
    await database.drop();
  };
  try {
    await http.waitUntilHealthy(() => processes.filter((p) => p.child.exitCode !== null).map((p) => `${p.name}:\n${p.output()}`));
  } catch (error) {
    await stop();
    throw error;
  }
  return { http, smtp, admin, namespace, processes, stop, baseUrl: `http://127.0.0.1:${port}`, databaseUrl: database.url };
}

export type System = Awaited<ReturnType<typeof startSystem>>;
