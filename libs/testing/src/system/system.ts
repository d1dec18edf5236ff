import { resolveTestInfrastructure, TestInfrastructure } from '../infrastructure';
import { closeAtTeardown } from '../kept-processes';
import { freePort } from '../free-port';
import { startSmtpSink } from '../smtp-sink';
import { createTestDatabase, migrationsKey } from '../test-database';
import { serviceTestEnv } from '../test-env';
import { clearNamespace, uniqueNamespace } from '../test-namespace';
import { waitFor } from '../wait-for';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { REPO_ROOT, runToEnd } from './processes';
import { ProcessSet } from './process-set';
import { HttpClient } from './http-client';
import { SecretWitness } from './secret-witness';

const SERVICES = [
  ['identity', 'apps/identity/src/main.ts'],
  ['catalog', 'apps/catalog/src/main.ts'],
  ['billing', 'apps/billing/src/main.ts'],
  ['webhooks', 'apps/webhooks/src/main.ts'],
  ['activations', 'apps/activations/src/main.ts'],
  ['rentals', 'apps/rentals/src/main.ts'],
  ['gateway', 'apps/gateway/src/main.ts'],
] as const;

const MIGRATIONS = migrationsKey(
  [
    'identity/src/migrations', 'catalog/src/migrations', 'catalog/src/seed', 'billing/src/migrations', 'activations/src/migrations', 'webhooks/src/migrations',
    'rentals/src/migrations',
  ].map((dir) =>
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
  /** The gateway also serves the built back office (apps/admin/dist) under /admin. */
  admin?: boolean;
  /** Servers of the caller's own (a fault suite stops and starts them) instead of the shared ones. */
  infrastructure?: TestInfrastructure;
  /** Processes of every service and gateways (default 1): replicas share the work through queue groups. */
  replicas?: number;
  /** Modems in the rack (default 4). */
  rackModems?: number;
}

const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');
/** Keys of the services' environment that are secrets: none may appear in a log. */
const SECRET_ENV = ['USER_JWT_SECRET', 'ADMIN_JWT_SECRET', 'API_KEY_ENCRYPTION_KEY', 'CAPTCHA_HMAC_KEY', 'TOTP_ENCRYPTION_KEY', 'ADMIN_BOOTSTRAP_PASSWORD', 'PARTNER_SECRETS_KEY'];
const ADMIN_DIST = join(REPO_ROOT, 'apps/admin/dist');

/** A client address in the documentation range, another for each call (with `varyClientAddress`). */
export const randomAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}, 10.0.0.${1 + Math.floor(Math.random() * 254)}`;

/**
 * The whole backend as separate processes (identity, catalog, billing, webhooks, activations, gateway) on real
 * PostgreSQL, Redis and NATS, with its own database, namespace and SMTP sink.
 */
export async function startSystem(options: SystemOptions = {}) {
  if (options.web && !existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('The web app is not built: run `npx nx run web:build` (npm test does it first).');
  }
  if (options.admin && !existsSync(join(ADMIN_DIST, 'index.html'))) {
    throw new Error('The admin app is not built: run `npx nx run admin:build` (npm test does it first).');
  }
  const infra = options.infrastructure ?? (await resolveTestInfrastructure());
  const replicas = options.replicas ?? 1;
  const database = await createTestDatabase(infra.databaseUrl, `all_${MIGRATIONS}`, async (url) => {
    for (const cli of [
      'identity/src/cli/migrate.ts', 'catalog/src/cli/migrate.ts', 'catalog/src/cli/seed.ts', 'billing/src/cli/migrate.ts', 'activations/src/cli/migrate.ts',
      'webhooks/src/cli/migrate.ts', 'rentals/src/cli/migrate.ts',
    ]) {
      await runToEnd(`apps/${cli}`, { DATABASE_URL: url });
    }
  });
  const namespace = uniqueNamespace();
  const smtp = await startSmtpSink();
  const gatewayPorts = await Promise.all(Array.from({ length: replicas }, () => freePort()));
  const port = gatewayPorts[0];
  const admin = { email: 'ops@example.com', password: `Adm${randomBytes(6).toString('hex')}9` };
  const env: Record<string, string> = {
    ...serviceTestEnv(infra, database.url, namespace),
    CAPTCHA_COMPLEXITY: '2000',
    SMTP_URL: smtp.url,
    PUBLIC_WEB_URL: options.web ? `http://127.0.0.1:${port}` : 'http://localhost:5173',
    ...(options.web ? { WEB_DIST } : {}),
    ...(options.admin ? { ADMIN_DIST } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_BOOTSTRAP_EMAIL: admin.email,
    ADMIN_BOOTSTRAP_PASSWORD: admin.password,
    LOG_LEVEL: 'info',
    // Rentals' 60 days pass in a test by moving their clock (rentals.test.clock).
    TEST_CLOCK: 'true',
    // Administrators log in with their password alone unless a test asks for the second factor.
    ADMIN_TOTP_REQUIRED: 'false',
    ...(options.varyClientAddress ? { TRUST_PROXY: 'true' } : {}),
    ...options.env,
  };
  // Every process's whole output is kept, and searched at the end for the secrets the test used.
  const logDir = await mkdtemp(join(tmpdir(), 'simrelay-logs-'));
  const witness = new SecretWitness();
  for (const key of SECRET_ENV) witness.add(key, env[key]);
  witness.add('administrator password', admin.password);
  const set = new ProcessSet(logDir);
  // With replicas, each is named after its service and number (billing-1, billing-2); gateways listen on ports of their own.
  for (let i = 1; i <= replicas; i++) {
    for (const [service, entry] of SERVICES) {
      const name = replicas === 1 ? service : `${service}-${i}`;
      set.start(name, entry, service === 'gateway' ? { ...env, PORT: String(gatewayPorts[i - 1]) } : env);
    }
  }
  const processes = set.running;
  let rackDir: string | undefined;
  // Registered before anything can fail, so a setup that throws halfway still ends it all.
  const stop = closeAtTeardown('a system of seven services', async () => {
    await set.stopAll();
    const logged = processes.flatMap((p) => (p.logFile ? [{ name: p.name, file: p.logFile }] : []));
    const leaked = await witness.assertNotIn(logged).then(
      () => undefined,
      (error: unknown) => error,
    );
    await rm(logDir, { recursive: true, force: true });
    if (rackDir) await rm(rackDir, { recursive: true, force: true });
    await smtp.close();
    const nc = await connect({ servers: infra.natsUrl });
    await clearNamespace(namespace, await nc.jetstreamManager(), infra.redisUrl);
    await nc.close();
    await database.drop();
    // Everything is ended first: a leak fails the file without leaving anything running.
    if (leaked) throw leaked;
  });
  const http = new HttpClient(`http://127.0.0.1:${port}`, options.varyClientAddress ? randomAddress : undefined, witness);
  let rack: Awaited<ReturnType<typeof startRack>> | undefined;
  try {
    if (options.rack) {
      rack = await startRack(set, { NATS_URL: infra.natsUrl, NAMESPACE: namespace, LOG_LEVEL: 'info' }, options.rackModems ?? 4);
      rackDir = rack.dir;
    }
    const crashed = () => processes.filter((p) => p.child.exitCode !== null).map((p) => `${p.name}:\n${p.output()}`);
    for (const gatewayPort of gatewayPorts) await new HttpClient(`http://127.0.0.1:${gatewayPort}`).waitUntilHealthy(crashed);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    http, smtp, admin, namespace, processes, stop, witness, baseUrl: `http://127.0.0.1:${port}`, databaseUrl: database.url, natsUrl: infra.natsUrl, rack,
    /** Every gateway's address (one per replica), the first being `baseUrl`. */
    gatewayUrls: gatewayPorts.map((p) => `http://127.0.0.1:${p}`),
    /** Kills a process by name (SIGKILL) and starts it again as before: see ProcessSet. */
    set,
    /** One more gateway process on the same system (ended with it, or by its own `stop`). */
    async addGateway() {
      const gatewayPort = await freePort();
      const gateway = set.start(`gateway-${gatewayPort}`, 'apps/gateway/src/main.ts', { ...env, PORT: String(gatewayPort) });
      const gatewayHttp = new HttpClient(`http://127.0.0.1:${gatewayPort}`, options.varyClientAddress ? randomAddress : undefined, witness);
      await gatewayHttp.waitUntilHealthy(() => (gateway.child.exitCode !== null ? [`${gateway.name}:\n${gateway.output()}`] : []));
      return { http: gatewayHttp, baseUrl: gatewayHttp.baseUrl, stop: gateway.stop };
    },
  };
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
async function startRack(set: ProcessSet, env: Record<string, string>, modems: number) {
  const dir = await mkdtemp(join(tmpdir(), 'simrelay-rack-'));
  const manifestFile = join(dir, 'modems.json');
  const controlPort = await freePort();
  const rackProcess = set.start('modems', 'libs/modem-emulator/src/cli/rack.ts', {}, [
    '--count', String(modems), '--manifest', manifestFile, '--link-dir', join(dir, 'links'), '--control-port', String(controlPort), '--ussd-delay', '0',
  ]);
  const manifest = await waitFor(async () => (existsSync(manifestFile) ? (JSON.parse(await readFile(manifestFile, 'utf8')) as { control: string; modems: RackModem[] }) : undefined), `the rack (${rackProcess.output()})`, 60_000);
  set.start('sim-agent', 'apps/sim-agent/src/main.ts', {
    ...env, AGENT_ID: `e2e-${randomBytes(3).toString('hex')}`, SERIAL_PORTS: join(dir, 'links', '*'), OUTBOX_DIR: join(dir, 'outbox'),
    STATUS_INTERVAL_MS: '500', SWEEP_INTERVAL_MS: '2000', RESCAN_INTERVAL_MS: '1000',
  });
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
    /** The modem's USB cable is pulled (its port goes away), or plugged back in. */
    disconnect: (modem: string) => control('/disconnect', { modem }),
    reconnect: (modem: string) => control('/reconnect', { modem }),
    /** The modem stops answering AT commands (a firmware hang), or answers again. */
    hang: (modem: string) => control('/hang', { modem }),
    resume: (modem: string) => control('/resume', { modem }),
    /** A modem's state as the emulator sees it (messages stored on its SIM, whether it hangs). */
    modem: (modem: string) => fetch(`${manifest.control}/modems/${encodeURIComponent(modem)}`).then((r) => r.json() as Promise<Record<string, unknown>>),
  };
}
