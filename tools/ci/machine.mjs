// What `npm test` needs from the machine before any test runs: PostgreSQL, Redis and NATS with
// JetStream answering (each started with the machine's own start command when it is down, never
// touching one that runs), and a Chromium for the browser tests (Debian's package installed with
// apt-get when running as root). Silent but for one line when everything is already there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';

const say = (line) => process.stdout.write(`[machine] ${line}\n`);
export class MachineError extends Error {}

/** Opens a TCP connection; resolves with the first line the server sends ('' if none), or null when nothing answers. */
function talk(host, port, { read = false, timeoutMs = 2000 } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(timeoutMs, () => finish(read ? '' : null));
    socket.once('error', () => finish(null));
    socket.once('connect', () => !read && finish(''));
    socket.on('data', (chunk) => finish(chunk.toString('utf8').split('\r\n')[0]));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const answers = async (host, port) => (await talk(host, port)) !== null;
const run = (command, args, options = {}) => spawnSync(command, args, { stdio: 'inherit', ...options });
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
const isRoot = () => process.getuid?.() === 0;

/** The servers, where the tests will look for them, and the machine's start command for each. */
const SERVERS = [
  {
    name: 'PostgreSQL',
    url: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    defaultPort: 5432,
    command: 'pg_ctlcluster',
    start: () => {
      const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
      return run('pg_ctlcluster', ['--skip-systemctl-redirect', ...versions, 'main', 'start']).status === 0;
    },
    // Accepting TCP is not yet taking queries.
    ready: (host, port) => !hasCommand('pg_isready') || spawnSync('pg_isready', ['-q', '-h', host, '-p', String(port)]).status === 0,
  },
  {
    name: 'Redis',
    url: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    defaultPort: 6379,
    command: 'redis-server',
    start: () => {
      for (const dir of ['/var/lib/redis', '/var/log/redis']) mkdirSync(dir, { recursive: true });
      return run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', '6379', '--save', '', '--appendonly', 'no', '--dir', '/var/lib/redis', '--logfile', '/var/log/redis/ci.log']).status === 0;
    },
  },
  {
    name: 'NATS',
    url: process.env.NATS_URL || 'nats://127.0.0.1:4222',
    defaultPort: 4222,
    command: 'start-stop-daemon',
    start: () =>
      run('start-stop-daemon', ['--start', '--oknodo', '--background', '--exec', '/usr/sbin/nats-server', '--', '-a', '127.0.0.1', '-p', '4222', '-js', '-sd', '/var/lib/nats-server', '-l', '/var/log/nats-server.log']).status === 0,
    // The tests need JetStream, not just any NATS: its INFO line says whether it is on.
    check: async (host, port) => {
      const info = await talk(host, port, { read: true, timeoutMs: 3000 });
      if (!info?.includes('"jetstream":true')) throw new MachineError(`NATS on ${host}:${port} answers without JetStream (start it with -js); INFO was: ${info || 'nothing'}`);
    },
  },
];

const LOCAL = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Starts each server that is down (only on this machine, with its start command); resolves with what it did. */
export async function ensureServers() {
  const notes = [];
  for (const server of SERVERS) {
    const url = new URL(server.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = Number(url.port || server.defaultPort);
    if (!(await answers(host, port))) {
      if (!LOCAL.has(url.hostname)) throw new MachineError(`${server.name} at ${host}:${port} does not answer, and it is not on this machine`);
      if (!hasCommand(server.command)) {
        // The tests fall back on containers when a Docker engine answers.
        notes.push(`${server.name} is down and ${server.command} is missing here: the tests will try containers`);
        continue;
      }
      say(`${server.name} is down on ${host}:${port}: starting it`);
      if (!server.start()) say(`starting ${server.name} exited with an error (checking whether it answers anyway)`);
      let up = false;
      for (let i = 0; i < 120 && !up; i++) {
        up = await answers(host, port);
        if (!up) await sleep(250);
      }
      if (!up) throw new MachineError(`${server.name} does not answer on ${host}:${port} after 30 s`);
      notes.push(`started ${server.name}`);
    }
    if (server.ready) {
      let ready = false;
      for (let i = 0; i < 60 && !ready; i++) {
        ready = server.ready(host, port);
        if (!ready) await sleep(500);
      }
      if (!ready) throw new MachineError(`${server.name} on ${host}:${port} accepts connections but is not ready`);
    }
    await server.check?.(host, port);
  }
  return notes;
}

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The browser the browser tests drive: CHROMIUM_PATH, else a system Chromium, else Debian's package installed now. */
export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    if (!existsSync(wanted)) throw new MachineError(`CHROMIUM_PATH is ${wanted}, which does not exist`);
    return { path: wanted };
  }
  const found = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return { path: found };
  const command = 'apt-get install -y chromium';
  if (!hasCommand('apt-get') || !isRoot()) {
    throw new MachineError(
      `the browser tests need Chromium and none was found: install it (${hasCommand('apt-get') ? `sudo ${command}` : 'your package manager\'s chromium'}), or set CHROMIUM_PATH`,
    );
  }
  say(`no Chromium found: running apt-get update && ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed = run('apt-get', ['update', '-qq'], { env }).status === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }).status === 0;
  if (!installed || !existsSync('/usr/bin/chromium')) throw new MachineError(`${command} failed: install Chromium yourself, or set CHROMIUM_PATH`);
  return { path: '/usr/bin/chromium', installed: true };
}

/** Both, with one quiet line when nothing had to be done. Sets CHROMIUM_PATH for the steps after. */
export async function prepareMachine() {
  const notes = await ensureServers();
  const chromium = ensureChromium();
  process.env.CHROMIUM_PATH = chromium.path;
  if (chromium.installed) notes.push(`installed ${chromium.path}`);
  say(notes.length ? notes.join('; ') : 'PostgreSQL, Redis, NATS (JetStream) and Chromium are there');
}
