import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { slidingVerdict } from './sliding-window';

/** Ended windows' counts kept per gateway: one per counter in use (a client address, an email, an API key). */
const MAX_KEPT_WINDOWS = 100_000;

export interface LimitRule {
  /** What the counter is keyed by: the client address, the email in the body, the API key. */
  by: 'ip' | 'email' | 'apiKey';
  limit: number;
  windowSeconds: number;
}

export interface LimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Sliding-window counters in Redis, shared by every gateway replica: a hit counts in its own
 * window and the previous window's count weighs by the share of it still inside the last
 * `windowSeconds`. Fixed windows alone let twice the limit through across a boundary (ten
 * guesses at 14:59, ten more at 15:00). A hit is one INCR, as cheap for Redis as a GET (polled
 * routes pay that, not a script): a window that has ended no longer changes, so each gateway reads
 * its count once, with its first hit in the next window, and keeps it. The window's first hit
 * also gives its key an expiry that outlives the next window, which reads it. Identifiers are
 * hashed so no email or key sits in Redis in clear.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** Each counter's last ended window and its count, as read once that window was over. */
  private readonly ended = new Map<string, { window: number; count: number }>();

  async hit(bucket: string, rule: LimitRule, identifier: string, factor = 1): Promise<LimitVerdict> {
    const nowSeconds = this.nowMs() / 1000;
    const windowIndex = Math.floor(nowSeconds / rule.windowSeconds);
    const digest = createHash('sha256').update(identifier).digest('base64url').slice(0, 22);
    const key = `${this.prefix}rl:${bucket}:${rule.by}:${digest}:`;
    const [count, previous] = await this.counts(key, windowIndex);
    if (count === 1) await this.redis.expire(key + windowIndex, 2 * rule.windowSeconds);
    const elapsed = nowSeconds / rule.windowSeconds - windowIndex;
    return slidingVerdict({ count, previous, elapsed, limit: rule.limit * factor, windowSeconds: rule.windowSeconds });
  }

  /** This window's count with this hit, and the window before's (read with the INCR the first time). */
  private async counts(key: string, windowIndex: number): Promise<[number, number]> {
    const known = this.ended.get(key);
    if (known?.window === windowIndex - 1) return [await this.redis.incr(key + windowIndex), known.count];
    const replies = await this.redis
      .pipeline()
      .incr(key + windowIndex)
      .get(key + (windowIndex - 1))
      .exec();
    const [[incrError, count], [getError, previous]] = replies as [[Error | null, number], [Error | null, string | null]];
    if (incrError || getError) throw incrError ?? getError;
    // A cache, not a record: past its bound it starts over (the next hit of each reads again).
    if (this.ended.size >= MAX_KEPT_WINDOWS) this.ended.clear();
    this.ended.set(key, { window: windowIndex - 1, count: Number(previous ?? 0) });
    return [count, Number(previous ?? 0)];
  }
}
