import { performance } from 'node:perf_hooks';

/** What one phase did: how many operations, in how long, and each one's latency. */
export interface Measurement {
  ops: number;
  /** Operations asked for; more than `ops` when the phase ran out of time. */
  requested: number;
  concurrency: number;
  seconds: number;
  /** Milliseconds per operation, sorted ascending. */
  latenciesMs: number[];
}

export interface LoadInput {
  ops: number;
  concurrency: number;
  /** `performance.now()` after which no further operation starts. */
  deadline: number;
  /** Aborted when the run is being abandoned (Ctrl-C): no further operation starts, and the load throws. */
  signal?: AbortSignal;
}

/**
 * Runs `op(0..ops-1)` with `concurrency` workers taking the next index as they finish, so at
 * most `concurrency` operations are in flight. The first failure stops every worker and is
 * thrown: a benchmark that hides errors measures the wrong thing.
 */
export async function runLoad(input: LoadInput, op: (index: number) => Promise<void>): Promise<Measurement> {
  const latenciesMs: number[] = [];
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && !input.signal?.aborted && next < input.ops && performance.now() < input.deadline) {
      const index = next++;
      const started = performance.now();
      try {
        await op(index);
      } catch (error) {
        failed = true;
        throw error;
      }
      latenciesMs.push(performance.now() - started);
    }
  };
  const started = performance.now();
  const workers = Array.from({ length: Math.min(input.concurrency, input.ops) }, worker);
  const outcomes = await Promise.allSettled(workers);
  const seconds = (performance.now() - started) / 1000;
  const rejected = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (rejected) throw rejected.reason;
  input.signal?.throwIfAborted();
  latenciesMs.sort((a, b) => a - b);
  return { ops: latenciesMs.length, requested: input.ops, concurrency: input.concurrency, seconds, latenciesMs };
}

export const throughput = (m: Measurement): number => (m.seconds > 0 ? m.ops / m.seconds : 0);

/** Nearest-rank percentile of sorted values (`p` from 0 to 100). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}
