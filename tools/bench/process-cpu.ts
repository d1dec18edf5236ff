/**
 * CPU time spent by every process on the machine over a phase, grouped by what the process is
 * (one of our services, PostgreSQL, NATS, Redis, this benchmark, anything else), read from
 * `/proc/<pid>/stat` before and after. On two shared CPUs a path is bound by the sum of its
 * processes' CPU, not by one of them: this says which part of that sum each one is.
 * Linux only; elsewhere the snapshot is empty and nothing is printed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

type Snapshot = Map<number, { group: string; ticks: number }>;

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
    snapshot.set(pid, { group: groupOf(pid, comm), ticks });
  }
  return snapshot;
}

/** CPU ticks spent per group between two snapshots, added to `into` (several phases sum up). */
export function cpuSpent(before: Snapshot, after: Snapshot, into = new Map<string, number>()): Map<string, number> {
  for (const [pid, { group, ticks }] of after) {
    const spent = ticks - (before.get(pid)?.ticks ?? 0);
    if (spent > 0) into.set(group, (into.get(group) ?? 0) + spent);
  }
  return into;
}

/** Ticks per group over several phases (`cpuSpent` maps), added up. */
export function sumTicks(phases: Array<Map<string, number>>): Map<string, number> {
  const total = new Map<string, number>();
  for (const phase of phases) for (const [group, ticks] of phase) total.set(group, (total.get(group) ?? 0) + ticks);
  return total;
}

/**
 * CPU milliseconds per operation by group between two snapshots, largest first, as a table.
 * A process that started in between counts from zero; one that ended is not counted.
 */
export function formatCpuPerOp(before: Snapshot, after: Snapshot, ops: number, seconds: number): string {
  return after.size === 0 ? '' : formatCpuTicks(cpuSpent(before, after), ops, seconds);
}

/** The same table from ticks per group (`cpuSpent`). */
export function formatCpuTicks(byGroup: Map<string, number>, ops: number, seconds: number): string {
  if (byGroup.size === 0 || ops === 0) return '';
  const rows = [...byGroup].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ticks]) => sum + ticks, 0);
  const ms = (ticks: number) => ((ticks / TICKS_PER_SECOND) * 1000) / ops;
  const width = Math.max(5, ...rows.map(([group]) => group.length));
  const line = (name: string, ticks: number) =>
    `${name.padEnd(width)}  ${ms(ticks).toFixed(2).padStart(8)}  ${((ticks / TICKS_PER_SECOND / seconds) * 100).toFixed(0).padStart(5)}%`;
  return [
    `${'process'.padEnd(width)}  ${'CPU ms/op'.padStart(8)}  ${'busy'.padStart(6)}`,
    ...rows.map(([group, ticks]) => line(group, ticks)),
    line('total', total),
  ].join('\n');
}
