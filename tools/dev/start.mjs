#!/usr/bin/env node
// `npm start`: the whole system on this machine. Infrastructure (found or started), dev secrets,
// mail sink, migrations, first admin, then the services, until Ctrl-C.

/**
 * The services, in start order. One line per service:
 *   name     -> runs apps/<name>/src/main.ts (or `entry`, a repo-relative .ts file)
 *   migrate  -> runs apps/<name>/src/cli/migrate.ts before any service starts
 *   http     -> gets PORT (only the gateway speaks HTTP)
 *   seed     -> a CLI run after the migrations that adds starting data (never overwrites)
 *   command  -> node arguments for something that is not a service entry point
 *   env      -> extra environment for that process only
 *   needsPty -> left out when python3 (the emulated modems' pty bridge) is missing
 */
const MODEM_CONTROL_PORT = Number(process.env.MODEM_CONTROL_PORT || 7100);
// Enough SIMs for a real try: UK, German, French and Dutch ones on six carriers.
const MODEM_COUNT = Number(process.env.MODEM_COUNT || 16);
// The rack keeps a stable link per modem here; the agent scans it like /dev/serial/by-id.
const MODEM_LINKS = path.join(dataDir, 'modems');
const WEB_PORT = Number(process.env.WEB_PORT || 5173);
const ADMIN_PORT = Number(process.env.ADMIN_PORT || 5174);
const SERVICES = [
  { name: 'identity', migrate: true },
  { name: 'catalog', migrate: true, seed: 'apps/catalog/src/cli/seed.ts' },
  { name: 'billing', migrate: true },
  { name: 'webhooks', migrate: true },
  { name: 'activations', migrate: true },
  { name: 'rentals', migrate: true },
  { name: 'gateway', http: true }, // its /health reports on the others
  // An emulated rack of GSM modems on pseudo-terminals, with its control server ("send an SMS").
  {
    name: 'modems',
    needsPty: true,
    command: [
      '-r', './tools/node/register.cjs', 'libs/modem-emulator/src/cli/rack.ts',
      '--count', String(MODEM_COUNT), '--manifest', path.join(dataDir, 'modems.json'), '--link-dir', MODEM_LINKS, '--control-port', String(MODEM_CONTROL_PORT),
    ],
  },
  // The edge agent beside that rack, as an operator runs it beside real modems.
  {
    name: 'sim-agent',
    needsPty: true,
    env: {
      AGENT_ID: 'local-rack', SERIAL_PORTS: path.join(MODEM_LINKS, '*'), OUTBOX_DIR: path.join(dataDir, 'sim-agent', 'outbox'),
      STATUS_INTERVAL_MS: '10000', RESCAN_INTERVAL_MS: '3000',
    },
  },
  // The web app's dev server, proxying API calls to the gateway.
  { name: 'web', command: ['node_modules/vite/bin/vite.js', '--config', 'apps/web/vite.config.mts'] },
  // The back office's dev server under /admin; anyone but an administrator is sent to the web app.
  {
    name: 'admin',
    command: ['node_modules/vite/bin/vite.js', '--config', 'apps/admin/vite.config.mts'],
    env: { ADMIN_PORT: String(ADMIN_PORT), VITE_WEB_URL: `http://localhost:${WEB_PORT}` },
  },
];

import fs from 'node:fs';
import path from 'node:path';
import { ensureAdmin } from './admin.mjs';
import { assertEntryPointsExist } from './entry-points.mjs';
import { waitForHealth } from './health.mjs';
import { ensureInfrastructure } from './infrastructure.mjs';
import { LauncherError, say, shout } from './log.mjs';
import { ensureMailSink } from './mail-sink.mjs';
import { runMigrations } from './migrations.mjs';
import { dataDir, shown } from './paths.mjs';
import { tcpReachable } from './probes.mjs';
import { loadDevSecrets, secretsFile } from './secrets.mjs';
import { superviseService } from './services.mjs';
import { ensurePython } from './python.mjs';
import { printSummary } from './summary.mjs';
import { markDemoRentals } from './demo-rentals.mjs';
import { installSignalHandlers, isStopping, shutdown } from './shutdown.mjs';

function fail(error) {
  if (isStopping()) return;
  shout(error instanceof LauncherError ? error.message : (error?.stack ?? String(error)));
  shutdown(1);
}

async function main() {
  installSignalHandlers();
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  fs.mkdirSync(dataDir, { recursive: true });

  const port = Number(process.env.PORT || 3000);
  assertEntryPointsExist(SERVICES);
  if (await tcpReachable('127.0.0.1', port)) throw new LauncherError(`port ${port} is in use already (another launcher?): stop that, or set PORT`);

  const secrets = loadDevSecrets();
  if (secrets.generated.length) say(`generated dev secrets ${secrets.generated.join(', ')} in ${shown(secretsFile)}`);

  // docker-compose.yml reads the secrets from the environment when it starts a server.
  const infrastructure = await ensureInfrastructure({ composeEnv: secrets.values });
  const mail = await ensureMailSink();

  const env = {
    ...process.env,
    DATABASE_URL: infrastructure.postgres.url,
    REDIS_URL: infrastructure.redis.url,
    NATS_URL: infrastructure.nats.url,
    ...secrets.values,
    // Mailed links open the web app.
    PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL || `http://localhost:${WEB_PORT}`,
    GATEWAY_URL: `http://127.0.0.1:${port}`,
    WEB_PORT: String(WEB_PORT),
    SMTP_URL: process.env.SMTP_URL || mail.smtpUrl,
    MAIL_FROM: process.env.MAIL_FROM || 'SimRelay <no-reply@simrelay.local>',
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
    // On a developer's machine the receiver being tried is local; deployments keep the default (public only).
    WEBHOOK_ALLOWED_NETWORKS: process.env.WEBHOOK_ALLOWED_NETWORKS ?? '127.0.0.0/8,::1/128',
    HUB_ALLOWED_NETWORKS: process.env.HUB_ALLOWED_NETWORKS ?? '127.0.0.0/8,::1/128',
    // Top-ups through the sandbox page until an administrator switches test mode off.
    TEST_MODE_DEFAULT: process.env.TEST_MODE_DEFAULT ?? 'true',
    // The demo's administrator logs in with the password alone; deployments require TOTP (identity's default).
    ADMIN_TOTP_REQUIRED: process.env.ADMIN_TOTP_REQUIRED ?? 'false',
  };
  delete env.PORT; // only services marked http get it

  await runMigrations(SERVICES, env);
  const admin = await ensureAdmin({ env, databaseCreated: infrastructure.databaseCreated });

  // Without python3 there is no pty for the emulated modems: the rest runs without them.
  const withRack = await ensurePython();
  const services = SERVICES.filter((service) => withRack || !service.needsPty).map((service) => superviseService(service, { ...env, ...(service.http ? { PORT: String(port) } : {}), ...(service.env ?? {}) }));
  const health = await waitForHealth(`http://127.0.0.1:${port}/health`, {
    // No point waiting for a service the supervisor gave up on, or while stopping.
    giveUpWhen: () => (isStopping() ? 'stopping' : services.filter((service) => service.gaveUp).map((service) => `${service.name} (given up)`).join(', ')),
  });
  if (isStopping()) return;

  printSummary({
    healthy: health.ok,
    waiting: health.waiting,
    gatewayUrl: `http://localhost:${port}`,
    webUrl: `http://localhost:${WEB_PORT}`,
    adminUrl: `http://localhost:${ADMIN_PORT}/admin`,
    mail,
    modemControlUrl: `http://127.0.0.1:${MODEM_CONTROL_PORT}`,
    admin,
    infrastructure,
    secrets: { file: shown(secretsFile), fromEnv: secrets.fromEnv },
    services,
  });
  // The rack's SIMs reach the inventory over the next seconds; some are marked for rental then.
  if (withRack && admin && health.ok) void markDemoRentals({ gatewayUrl: `http://127.0.0.1:${port}`, admin, expected: MODEM_COUNT });
}

main().catch(fail);
