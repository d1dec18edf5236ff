/** Time as the agent sees it; tests swap in a manual clock to let minutes pass at once. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Resolves after `ms`, or at once when `signal` aborts (never rejects). */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clock.clearTimeout(handle);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const handle = clock.setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Exponential backoff: min, 2·min, 4·min… capped at max, with ±20% jitter so ports do not retry in step. */
export function backoffDelay(attempt: number, minMs: number, maxMs: number, random: () => number = Math.random): number {
  const base = Math.min(maxMs, minMs * 2 ** Math.min(attempt, 30));
  return Math.round(base * (0.8 + 0.4 * random()));
}
