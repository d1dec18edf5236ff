import { ChildProcess, execFileSync, spawn, SpawnOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';
import { freePort } from './free-port';
import { closeAtTeardown, keepChild } from './kept-processes';
import { waitFor } from './wait-for';

/**
 * A server of a test file's own (never the machine's shared one), so the test can take it away
 * and bring it back: `stop` ends it the way a crash would, `start` brings it back on the same
 * port with the same data. Ended at the file's teardown whatever happens.
 */
export interface OwnServer {
  url: string;
  /** Gone at once: the process is killed (PostgreSQL: immediate shutdown, recovered at the next start). */
  stop(): Promise<void>;
  /** Back on the same port with the same data; resolves once it accepts connections. */
  start(): Promise<void>;
  running(): boolean;
  /** Ends it for good and removes its data (also done at the file's teardown). */
  close(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * One server process that can be stopped and started again: `launch` spawns it, `ready` says it
 * serves. The data directory is removed at teardown.
 */
async function ownServer(label: string, url: string, port: number, dir: string, launch: () => ChildProcess, ready: () => Promise<boolean>, stopSignal: NodeJS.Signals): Promise<OwnServer> {
  let child: ChildProcess | undefined;
  let output = '';
  const stop = async () => {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
    current.kill(stopSignal);
    const timer = setTimeout(() => current.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const start = async () => {
    if (child) return;
    output = '';
    const started = keepChild(launch());
    child = started;
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000));
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    await waitFor(async () => {
      if (started.exitCode !== null) throw new Error(`${label} exited: ${output}`);
      return (await accepts(port)) && (await ready()) ? true : undefined;
    }, `${label} to accept connections`, 60_000, 100);
  };
  const close = closeAtTeardown(label, async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });
  await start();
  return { url, stop, start, close, running: () => child !== undefined };
}

/** Debian keeps PostgreSQL's server binaries out of PATH: `pg_config --bindir`, else the newest under /usr/lib/postgresql. */
function postgresBin(): string {
  try {
    const bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(bindir, 'initdb'))) return bindir;
  } catch {
    // no pg_config: look where Debian puts them
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries (initdb, postgres) not found: install postgresql');
  return join(root, versions[0], 'bin');
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user. */
function postgresIdentity(): Pick<SpawnOptions, 'uid' | 'gid'> {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** A PostgreSQL cluster of its own (initdb in a temp dir, trust authentication, a free port). */
export async function startOwnPostgres(): Promise<OwnServer> {
  const bin = postgresBin();
  const identity = postgresIdentity();
  const dir = mkdtempSync(join(tmpdir(), 'simrelay-pg-'));
  if (identity.uid !== undefined) chownSync(dir, identity.uid, identity.gid ?? identity.uid);
  const data = join(dir, 'data');
  execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'], { ...identity, stdio: 'pipe' });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { Client } = await import('pg');
  const ready = async () => {
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const launch = () =>
    spawn(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=300'], {
      ...identity, stdio: ['ignore', 'pipe', 'pipe'],
    });
  // SIGQUIT: immediate shutdown, no checkpoint, as if the machine lost it.
  return ownServer('a PostgreSQL cluster of the test', url, port, dir, launch, ready, 'SIGQUIT');
}

/** A redis-server of its own, with the append-only file as deployed (docker-compose.yml), so a kill loses nothing it acknowledged. */
export async function startOwnRedis(binary = 'redis-server'): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'simrelay-redis-'));
  const port = await freePort();
  const launch = () => spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  return ownServer('a Redis server of the test', `redis://127.0.0.1:${port}`, port, dir, launch, async () => true, 'SIGKILL');
}

/** A nats-server of its own with JetStream on disk, so its streams survive a stop and start. */
export async function startOwnNats(binary = natsBinary()): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'simrelay-nats-'));
  const port = await freePort();
  const config = join(dir, 'nats.conf');
  writeFileSync(config, `listen: "127.0.0.1:${port}"\njetstream { store_dir: "${join(dir, 'js')}" }\n`);
  const launch = () => spawn(binary, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  // SIGTERM: the server ends as an operator's restart ends it; JetStream's files stay.
  return ownServer('a NATS server of the test', `nats://127.0.0.1:${port}`, port, dir, launch, async () => true, 'SIGTERM');
}

function natsBinary(): string {
  const found = [process.env['NATS_SERVER_BIN'], '/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('nats-server not found: install it or set NATS_SERVER_BIN');
  return found;
}
