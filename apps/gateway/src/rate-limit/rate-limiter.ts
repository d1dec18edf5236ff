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
 * so no email or key sits in Redis in clear.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(bucket: string, rule: LimitRule, identifier: string, factor = 1): Promise<LimitVerdict> {
    const windowIndex = Math.floor(Date.now() / 1000 / rule.windowSeconds);
    const digest = createHash('sha256').update(identifier).digest('base64url').slice(0, 22);
    const key = `${this.prefix}rl:${bucket}:${rule.by}:${digest}:${windowIndex}`;
    const results = await this.redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').ttl(key).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? rule.windowSeconds);
    return { allowed: count <= rule.limit * factor, retryAfterSeconds: Math.max(1, ttl) };
  }
}
