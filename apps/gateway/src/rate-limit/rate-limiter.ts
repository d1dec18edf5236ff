import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { slidingVerdict } from './sliding-window';

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
 * guesses at 14:59, ten more at 15:00). A hit is one round trip (INCR and a GET, pipelined;
 * polled routes pay that, not a script); the window's first hit also gives its key an expiry
 * that outlives the next window, which reads it. Identifiers are hashed so no email or key sits
 * in Redis in clear.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async hit(bucket: string, rule: LimitRule, identifier: string, factor = 1): Promise<LimitVerdict> {
    const nowSeconds = this.nowMs() / 1000;
    const windowIndex = Math.floor(nowSeconds / rule.windowSeconds);
    const digest = createHash('sha256').update(identifier).digest('base64url').slice(0, 22);
    const key = `${this.prefix}rl:${bucket}:${rule.by}:${digest}:`;
    const replies = await this.redis
      .pipeline()
      .incr(key + windowIndex)
      .get(key + (windowIndex - 1))
      .exec();
    const [[incrError, count], [getError, previous]] = replies as [[Error | null, number], [Error | null, string | null]];
    if (incrError || getError) throw incrError ?? getError;
    if (count === 1) await this.redis.expire(key + windowIndex, 2 * rule.windowSeconds);
    const elapsed = nowSeconds / rule.windowSeconds - windowIndex;
    return slidingVerdict({ count, previous: Number(previous ?? 0), elapsed, limit: rule.limit * factor, windowSeconds: rule.windowSeconds });
  }
}
