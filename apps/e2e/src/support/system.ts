import {
  clearNamespace, createTestDatabase, freePort, migrationsKey, resolveTestInfrastructure, serviceTestEnv, startSmtpSink, uniqueNamespace, waitFor,
} from '@simrelay/testing';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { REPO_ROOT, RunningProcess, runToEnd, startProcess } from './processes';
import { HttpClient } from './http-client';

const SERVICES = [
  ['identity', 'apps/identity/src/main.ts'],
  ['catalog', 'apps/catalog/src/main.ts'],
  ['billing', 'apps/billing/src/main.ts'],
  ['webhooks', 'apps/webhooks/src/main.ts'],
  ['activations', 'apps/activations/src/main.ts'],
  ['gateway', 'apps/gateway/src/main.ts'],
] as const;

const MIGRATIONS = migrationsKey(
  ['identity/src/migrations', 'catalog/src/migrations', 'catalog/src/seed', 'billing/src/migrations', 'activations/src/migrations', 'webhooks/src/migrations'].map((dir) =>
    join(REPO_ROOT, 'apps', dir),
  ),
);

export interface SystemOptions {
  env?: Record<string, string>;
  /** Each request comes from a different client address, so per-address limits stay out of the way. */
  varyClientAddress?: boolean;
  /** The gateway also serves the built web app (apps/web/dist), and mailed links point at it. */
  web?: boolean;
  /** An emulated modem rack on ptys with the real edge agent beside it, reporting to this system. */
  rack?: boolean;
}

const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');

const randomAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}, 10.0.0.${1 + Math.floor(Math.random() * 254)}`;

/**
 * The whole backend as separate processes (identity, catalog, billing, webhooks, activations, gateway) on real
 * PostgreSQL, Redis and NATS, with its own database, namespace and SMTP sink.
 */
export async function startSystem(options: SystemOptions = {}) {
  if (options.web && !existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('The web app is not built: run `npx nx run web:build` (npm test does it first).');
  }
  const infra = await resolveTestInfrastructure();
  const database = await createTestDatabase(infra.databaseUrl, `all_${MIGRATIONS}`, async (url) => {
    for (const cli of [
      'identity/src/cli/migrate.ts', 'catalog/src/cli/migrate.ts', 'catalog/src/cli/seed.ts', 'billing/src/cli/migrate.ts', 'activations/src/cli/migrate.ts',
      'webhooks/src/cli/migrate.ts',
    ]) {
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
  const rack = options.rack ? await startRack(processes, { NATS_URL: infra.natsUrl, NAMESPACE: namespace, LOG_LEVEL: 'info' }) : undefined;
  const http = new HttpClient(`http://127.0.0.1:${port}`, options.varyClientAddress ? randomAddress : undefined);
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    if (rack) await rm(rack.dir, { recursive: true, force: true });
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
  return { http, smtp, admin, namespace, processes, stop, baseUrl: `http://127.0.0.1:${port}`, databaseUrl: database.url, natsUrl: infra.natsUrl, rack };
}

export type System = Awaited<ReturnType<typeof startSystem>>;

export interface RackModem {
  id: string;
  number: string;
  iccid: string;
  family: string;
}

/**
 * The local run's rack (libs/modem-emulator's rack CLI) and the agent (apps/sim-agent) as
 * processes; the test drives the modems through the rack's control server.
 */
async function startRack(processes: RunningProcess[], env: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'simrelay-rack-'));
  const manifestFile = join(dir, 'modems.json');
  const controlPort = await freePort();
  const rackProcess = startProcess('modems', 'libs/modem-emulator/src/cli/rack.ts', {}, [
    '--count', '4', '--manifest', manifestFile, '--link-dir', join(dir, 'links'), '--control-port', String(controlPort), '--ussd-delay', '0',
  ]);
  processes.push(rackProcess);
  const manifest = await waitFor(async () => (existsSync(manifestFile) ? (JSON.parse(await readFile(manifestFile, 'utf8')) as { control: string; modems: RackModem[] }) : undefined), `the rack (${rackProcess.output()})`);
  processes.push(
    startProcess('sim-agent', 'apps/sim-agent/src/main.ts', {
      ...env, AGENT_ID: `e2e-${randomBytes(3).toString('hex')}`, SERIAL_PORTS: join(dir, 'links', '*'), OUTBOX_DIR: join(dir, 'outbox'),
      STATUS_INTERVAL_MS: '500', SWEEP_INTERVAL_MS: '2000', RESCAN_INTERVAL_MS: '1000',
    }),
  );
  const control = (path: string, body: object) =>
    fetch(`${manifest.control}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => {
      if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      return r.json() as Promise<unknown>;
    });
  return {
    dir,
    modems: manifest.modems,
    /** The network delivers an SMS to the SIM with this number. */
    sms: (to: string, from: string, text: string) => control('/sms', { to, from, text }),
    /** Someone calls the SIM with this number. */
    call: (to: string, caller: string) => control('/call', { to, caller, rings: 2 }),
  };
}
