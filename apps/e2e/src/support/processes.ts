import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..', '..', '..');
const REGISTER = join(REPO_ROOT, 'tools', 'node', 'register.cjs');

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs one of the apps' TypeScript entry points as its own process, as in production. */
export function startProcess(name: string, entry: string, env: Record<string, string>, args: string[] = []): RunningProcess {
  const child = spawn(process.execPath, ['-r', REGISTER, join(REPO_ROOT, entry), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
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
