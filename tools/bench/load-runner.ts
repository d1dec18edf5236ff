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

/** Phases of one load taken in turns with another, as one measurement (their times and latencies summed). */
export function combined(parts: Measurement[]): Measurement {
  const latenciesMs = parts.flatMap((m) => m.latenciesMs).sort((a, b) => a - b);
  const sum = (pick: (m: Measurement) => number) => parts.reduce((total, m) => total + pick(m), 0);
  return { ops: sum((m) => m.ops), requested: sum((m) => m.requested), concurrency: parts[0]?.concurrency ?? 0, seconds: sum((m) => m.seconds), latenciesMs };
}

/** Nearest-rank percentile of sorted values (`p` from 0 to 100). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface RateInput {
  /** Operations started per second, whether or not earlier ones have finished. */
  perSecond: number;
  seconds: number;
  /** How long to wait for the last operations after the last start before calling them failed. */
  drainMs?: number;
}

/**
 * An open loop: `op(i)` started on a fixed schedule (`perSecond`) for `seconds`, as independent
 * senders (SIMs, clients) would, so a system that falls behind shows it in its latencies
 * instead of slowing the load down. Every operation must finish; the first failure is thrown.
 * `concurrency` in the answer is the most that were ever in flight at once.
 */
export async function runAtRate(input: RateInput, op: (index: number) => Promise<void>): Promise<Measurement> {
  const total = Math.floor(input.perSecond * input.seconds);
  const latenciesMs: number[] = [];
  const pending = new Set<Promise<void>>();
  let failure: unknown;
  let mostInFlight = 0;
  const started = performance.now();
  for (let index = 0; index < total && failure === undefined; index++) {
    const due = started + (index * 1000) / input.perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const begun = performance.now();
    const running: Promise<void> = op(index).then(
      () => void latenciesMs.push(performance.now() - begun),
      (error: unknown) => void (failure ??= error),
    );
    const tracked = running.finally(() => pending.delete(tracked));
    pending.add(tracked);
    mostInFlight = Math.max(mostInFlight, pending.size);
  }
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    Promise.all(pending).then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), input.drainMs ?? 30_000))),
  ]);
  clearTimeout(timer);
  if (failure !== undefined) throw failure;
  if (!drained) throw new Error(`${pending.size} operations unfinished ${input.drainMs ?? 30_000} ms after the last start`);
  const seconds = (performance.now() - started) / 1000;
  latenciesMs.sort((a, b) => a - b);
  return { ops: latenciesMs.length, requested: total, concurrency: mostInFlight, seconds, latenciesMs };
}
