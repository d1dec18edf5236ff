import { resolveTestInfrastructure, uniqueNamespace } from '@simrelay/testing';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { RateLimiter } from './rate-limiter';

/** The fixed-window counters on a real Redis. */
describe('rate limiter', () => {
  let redis: Redis;
  let limiter: RateLimiter;
  let prefix: string;

  beforeAll(async () => {
    redis = new Redis((await resolveTestInfrastructure()).redisUrl);
    prefix = `${uniqueNamespace()}:`;
    limiter = new RateLimiter(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis?.disconnect();
  });
  // Windows of a year: a test never straddles two.
  const YEAR = 365 * 86_400;

  it('allows the limit within a window, refuses the next with the seconds left, and lets each window expire', async () => {
    const rule = { by: 'email' as const, limit: 3, windowSeconds: YEAR };
    const who = randomUUID();
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit('test', rule, who));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    const [refused] = verdicts.slice(-1);
    expect(refused?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(YEAR);

    const [key, ...others] = await redis.keys(`${prefix}rl:test:email:*`);
    expect(others).toEqual([]);
    expect(key).not.toContain(who);
    expect(Number(await redis.get(key as string))).toBe(4);
    const ttl = await redis.ttl(key as string);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(YEAR);
  });

  it('multiplies the limit by the factor, and counts each identifier apart', async () => {
    const rule = { by: 'ip' as const, limit: 1, windowSeconds: YEAR };
    const [a, b] = [randomUUID(), randomUUID()];
    expect((await limiter.hit('factor', rule, a, 2)).allowed).toBe(true);
    expect((await limiter.hit('factor', rule, a, 2)).allowed).toBe(true);
    expect((await limiter.hit('factor', rule, a, 2)).allowed).toBe(false);
    expect((await limiter.hit('factor', rule, b, 2)).allowed).toBe(true);
  });
});
