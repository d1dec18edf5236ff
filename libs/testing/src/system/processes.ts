import { keepChild } from '../kept-processes';
import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, WriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..', '..', '..');
const REGISTER = join(REPO_ROOT, 'tools', 'node', 'register.cjs');

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  /** The last 20,000 characters of its output (for error messages). */
  output: () => string;
  /** Its whole output, when it is captured (`logDir`): complete once `stop` resolved. */
  logFile?: string;
  stop: () => Promise<void>;
}

/**
 * Runs one of the apps' TypeScript entry points as its own process, as in production. In a
 * process group of its own (what it starts in turn ends with it), kept until the test file ends.
 */
export function startProcess(name: string, entry: string, env: Record<string, string>, args: string[] = [], logDir?: string): RunningProcess {
  const child = keepChild(
    spawn(process.execPath, ['-r', REGISTER, join(REPO_ROOT, entry), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    }),
  );
  let output = '';
  const logFile = logDir ? join(logDir, `${name}.log`) : undefined;
  const log: WriteStream | undefined = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    log?.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // 'close': the process ended and its output streams are drained, so the log is whole.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  // A grandchild holding the pipes open must not hold up the stop: the log is whole enough then.
  const drained = () => Promise.race([closed, new Promise<void>((resolve) => setTimeout(resolve, 3000).unref())]);
  const endLog = async () => {
    if (!log || log.closed) return;
    log.end();
    await once(log, 'close');
  };
  return {
    name,
    child,
    output: () => output,
    logFile,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await drained();
        clearTimeout(timer);
      } else {
        await drained();
      }
      await endLog();
    },
  };
}

/** Runs a command to completion; rejects with its output when it fails. */
export function runToEnd(entry: string, env: Record<string, string>): Promise<string> {
  const run = startProcess(entry, entry, env);
  return new Promise((resolve, reject) => {
    run.child.once('exit', (code) => (code === 0 ? resolve(run.output()) : reject(new Error(`${entry} exited ${code}:\n${run.output()}`))));
  });
}
