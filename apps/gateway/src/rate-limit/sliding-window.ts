import type { LimitVerdict } from './rate-limiter';

export interface WindowCounts {
  /** Hits in the current window, this one included. */
  count: number;
  /** Hits in the window before. */
  previous: number;
  /** How far into the current window this hit is, from 0 to 1. */
  elapsed: number;
  limit: number;
  windowSeconds: number;
}

const estimate = (count: number, previous: number, elapsed: number) => count + previous * (1 - elapsed);

/**
 * Whether a hit passes, and if not, the seconds until one more would: later in this window as
 * the previous window's weight fades, or else in the next, where this window's count fades in
 * turn. Refused hits count too, so a client that keeps knocking keeps waiting.
 */
export function slidingVerdict({ count, previous, elapsed, limit, windowSeconds }: WindowCounts): LimitVerdict {
  if (estimate(count, previous, elapsed) <= limit) return { allowed: true, retryAfterSeconds: 0 };
  const next = count + 1;
  let waitWindows: number;
  if (next <= limit && previous > 0) {
    waitWindows = 1 - (limit - next) / previous - elapsed;
  } else {
    const fadeInNext = count > 0 ? Math.max(0, 1 - (limit - 1) / count) : 0;
    waitWindows = 1 - elapsed + fadeInNext;
  }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitWindows * windowSeconds)) };
}
