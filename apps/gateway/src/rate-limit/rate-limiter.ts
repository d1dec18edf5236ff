import { createHash } from 'node:crypto';
import type Redis from 'ioredis';

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
 * Fixed-window counters in Redis, shared by every gateway replica. Identifiers are hashed
 * so no email or key sits in Redis in clear. A hit is one INCR (as cheap for Redis as a GET:
 * polled routes pay that, not a script); the window's first hit also gives its key an expiry.
 * The key names its window, so one left without expiry (a crash between the two) only lingers:
 * no later window counts it.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(bucket: string, rule: LimitRule, identifier: string, factor = 1): Promise<LimitVerdict> {
    const nowSeconds = Date.now() / 1000;
    const windowIndex = Math.floor(nowSeconds / rule.windowSeconds);
    const digest = createHash('sha256').update(identifier).digest('base64url').slice(0, 22);
    const key = `${this.prefix}rl:${bucket}:${rule.by}:${digest}:${windowIndex}`;
    const count = await this.redis.incr(key);
    if (count === 1) await this.redis.expire(key, rule.windowSeconds);
    const windowLeft = Math.ceil((windowIndex + 1) * rule.windowSeconds - nowSeconds);
    return { allowed: count <= rule.limit * factor, retryAfterSeconds: Math.max(1, windowLeft) };
  }
}
