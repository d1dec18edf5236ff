import { UpstreamError } from './upstream-errors';

/** A purchase does not wait longer than this for its turn: the buyer is waiting. */
const MAX_WAIT_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spaces one provider's requests at the rate its executor allows (requests per second), and
 * holds them all back when the provider asked us to slow down. Per process: each replica
 * keeps its own pace, so the configured rate is per replica.
 */
export class RequestPacer {
  private next = 0;
  private pausedUntil = 0;

  constructor(private perSecond: number) {}

  setRate(perSecond: number): void {
    this.perSecond = perSecond;
  }

  /** Waits for the next slot; refuses (rate_limited) when that would take too long. */
  async turn(maxWaitMs = MAX_WAIT_MS): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next, this.pausedUntil);
    if (at - now > maxWaitMs) throw new UpstreamError('rate_limited', 'our own pace for this provider', at - now);
    this.next = at + Math.ceil(1000 / this.perSecond);
    if (at > now) await sleep(at - now);
  }

  /** The provider asked for a pause (429 Retry-After, or its rate token). */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + ms);
  }

  /** Still paused: how long for (0 when not). */
  pausedFor(): number {
    return Math.max(0, this.pausedUntil - Date.now());
  }
}
