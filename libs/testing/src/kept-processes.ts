import type { ChildProcess } from 'node:child_process';

/**
 * What a test file started that must not outlive it: child processes (services, agents, servers)
 * and things with a close (a browser, a whole system). The jest environment
 * (tools/jest/process-keeper-environment.cjs) ends whatever is still here when the file is done,
 * whatever failed, and again when its worker exits.
 */
export interface KeptProcesses {
  children: Set<ChildProcess>;
  closers: Set<Closer>;
}

type Closer = (() => Promise<void>) & { label?: string };

const KEY = '__simrelayKept';

/** The file's registry (from the environment); outside jest, one of this process's own. */
function kept(): KeptProcesses {
  const holder = globalThis as unknown as Record<string, KeptProcesses | undefined>;
  return (holder[KEY] ??= { children: new Set(), closers: new Set() });
}

/** Keeps a child until it exits; the teardown ends it (its whole process group when spawned detached). */
export function keepChild<T extends ChildProcess>(child: T): T {
  if (child.exitCode !== null || child.signalCode !== null) return child;
  const { children } = kept();
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.once('error', () => children.delete(child));
  return child;
}

/**
 * Runs `close` at the file's teardown unless it ran before. Returns the close to call instead of
 * `close` itself: it runs once, and forgets the registration.
 */
export function closeAtTeardown(label: string, close: () => Promise<unknown>): () => Promise<void> {
  const { closers } = kept();
  let closing: Promise<unknown> | undefined;
  const once: Closer = async () => {
    closers.delete(once);
    await (closing ??= close());
  };
  once.label = label;
  closers.add(once);
  return once;
}

/** Pids of the children still running, for tests of the cleanup itself. */
export function keptPids(): number[] {
  return [...kept().children].map((child) => child.pid).filter((pid): pid is number => pid !== undefined);
}
