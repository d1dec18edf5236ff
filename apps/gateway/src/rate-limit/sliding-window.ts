/** A counter's state at a hit: this window's count without the hit, the window before's, and where in the window it is. */
export interface WindowCounts {
  /** Hits counted in the current window before this one. */
  count: number;
  /** Hits in the window before. */
  previous: number;
  /** How far into the current window this hit is, from 0 to 1. */
  elapsed: number;
  limit: number;
}

/** The sliding estimate: this window's hits, and the window before's weighed by its share still inside the last window's length. */
const estimate = ({ count, previous, elapsed }: WindowCounts) => count + previous * (1 - elapsed);

/** How many more hits fit now (the small allowance absorbs floating-point error). */
export const headroom = (counts: WindowCounts): number => Math.max(0, Math.floor(counts.limit - estimate(counts) + 1e-9));

/**
 * The seconds until one more hit fits, when none does now: later in this window as the window
 * before's weight fades, or else in the next, where this window's count fades in turn.
 */
export function secondsUntilRoom({ count, previous, elapsed, limit }: WindowCounts, windowSeconds: number): number {
  const next = count + 1;
  const windows = next <= limit && previous > 0 ? 1 - (limit - next) / previous - elapsed : 1 - elapsed + (count > 0 ? Math.max(0, 1 - (limit - 1) / count) : 0);
  return Math.max(1, Math.ceil(windows * windowSeconds));
}
