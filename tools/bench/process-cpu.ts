/**
 * CPU time spent by every process on the machine over a phase, grouped by what the process is
 * (one of our services, PostgreSQL, NATS, Redis, this benchmark, anything else), read from
 * `/proc/<pid>/stat` before and after. On two shared CPUs a path is bound by the sum of its
 * processes' CPU, not by one of them: this says which part of that sum each one is.
 * With it, the process's `read` and `write` system calls (`/proc/<pid>/io`): for Node and NATS,
 * which read and write their sockets with those calls, about one each per message in and out, so
 * a count that says how many messages an operation costs, whatever the machine's speed.
 * PostgreSQL uses `recv` and `send`, which that file does not count: its column is empty.
 * Linux only; elsewhere the snapshot is empty and nothing is printed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** What a process (or a group of them) spent: CPU ticks, and read and write calls. */
export interface Usage {
  ticks: number;
  reads: number;
  writes: number;
}

type Snapshot = Map<number, Usage & { group: string }>;

/** Clock ticks per second as `/proc` counts them (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Processes a benchmark named itself (a connection's backend it uses for one task). */
const named = new Map<number, string>();

/** Counts the process under `group` from now on. */
export function nameProcess(pid: number, group: string): void {
  named.set(pid, group);
}

function groupOf(pid: number, comm: string): string {
  if (pid === process.pid) return 'benchmark (this process)';
  const name = named.get(pid);
  if (name) return name;
  if (comm === 'nats-server' || comm === 'redis-server') return comm;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return 'other';
  }
  if (comm === 'postgres') {
    // A backend's title names its database and client; the server's own processes name their task.
    if (/autovacuum/.test(cmdline)) return 'postgres (autovacuum)';
    return /\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]/.test(cmdline) ? 'postgres (connections)' : 'postgres (WAL, checkpoints, other)';
  }
  const service = /apps\/([\w-]+)\/src\/main\.[jt]s/.exec(cmdline);
  return service ? `service ${service[1]}` : 'other';
}

export function snapshotCpu(): Snapshot {
  const snapshot: Snapshot = new Map();
  if (!existsSync('/proc/self/stat')) return snapshot;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone between the listing and the read
    }
    // The command name is in parentheses and may itself hold spaces or parentheses.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    snapshot.set(pid, { group: groupOf(pid, comm), ticks, ...systemCalls(pid) });
  }
  return snapshot;
}

function systemCalls(pid: number): { reads: number; writes: number } {
  try {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    return { reads: Number(/^syscr: (\d+)/m.exec(io)?.[1] ?? 0), writes: Number(/^syscw: (\d+)/m.exec(io)?.[1] ?? 0) };
  } catch {
    return { reads: 0, writes: 0 }; // gone, or not ours to read
  }
}

const add = (into: Map<string, Usage>, group: string, u: Usage) => {
  const sum = into.get(group) ?? { ticks: 0, reads: 0, writes: 0 };
  into.set(group, { ticks: sum.ticks + u.ticks, reads: sum.reads + u.reads, writes: sum.writes + u.writes });
};

/** What each group spent between two snapshots, added to `into` (several phases sum up). */
export function usageSpent(before: Snapshot, after: Snapshot, into = new Map<string, Usage>()): Map<string, Usage> {
  for (const [pid, now] of after) {
    const then = before.get(pid) ?? { ticks: 0, reads: 0, writes: 0 };
    const spent = { ticks: now.ticks - then.ticks, reads: now.reads - then.reads, writes: now.writes - then.writes };
    if (spent.ticks > 0 || spent.reads > 0 || spent.writes > 0) add(into, now.group, spent);
  }
  return into;
}

/** What each group spent over several phases (`usageSpent` maps), added up. */
export function sumUsage(phases: Array<Map<string, Usage>>): Map<string, Usage> {
  const total = new Map<string, Usage>();
  for (const phase of phases) for (const [group, usage] of phase) add(total, group, usage);
  return total;
}

/**
 * CPU milliseconds per operation by group between two snapshots, largest first, as a table.
 * A process that started in between counts from zero; one that ended is not counted.
 */
export function formatCpuPerOp(before: Snapshot, after: Snapshot, ops: number, seconds: number): string {
  return after.size === 0 ? '' : formatUsage(usageSpent(before, after), ops, seconds);
}

/** The same table from what each group spent (`usageSpent`). */
export function formatUsage(byGroup: Map<string, Usage>, ops: number, seconds: number): string {
  if (byGroup.size === 0 || ops === 0) return '';
  const rows = [...byGroup].sort((a, b) => b[1].ticks - a[1].ticks);
  const total = rows.reduce((sum, [, u]) => sum + u.ticks, 0);
  const ms = (ticks: number) => ((ticks / TICKS_PER_SECOND) * 1000) / ops;
  const perOp = (calls: number, group: string) => (group.startsWith('postgres') ? '' : (calls / ops).toFixed(1)).padStart(9);
  const width = Math.max(5, ...rows.map(([group]) => group.length));
  const line = (name: string, u: Usage, calls = true) =>
    `${name.padEnd(width)}  ${ms(u.ticks).toFixed(2).padStart(8)}  ${((u.ticks / TICKS_PER_SECOND / seconds) * 100).toFixed(0).padStart(5)}%` +
    (calls ? `  ${perOp(u.reads, name)}  ${perOp(u.writes, name)}` : '');
  return [
    `${'process'.padEnd(width)}  ${'CPU ms/op'.padStart(8)}  ${'busy'.padStart(6)}  ${'reads/op'.padStart(9)}  ${'writes/op'.padStart(9)}`,
    ...rows.map(([group, u]) => line(group, u)),
    line('total', { ticks: total, reads: 0, writes: 0 }, false),
  ].join('\n');
}
