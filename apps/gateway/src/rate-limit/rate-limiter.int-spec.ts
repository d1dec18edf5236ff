import { resolveTestInfrastructure, uniqueNamespace } from '@simrelay/testing';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { RateLimiter } from './rate-limiter';

/** The sliding-window counters on a real Redis, on a clock the test sets. */
describe('rate limiter', () => {
  let redis: Redis;
  let limiter: RateLimiter;
  let prefix: string;
  let now = 0;

  beforeAll(async () => {
    redis = new Redis((await resolveTestInfrastructure()).redisUrl);
    prefix = `${uniqueNamespace()}:`;
    limiter = new RateLimiter(redis, prefix, () => now);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis?.disconnect();
  });
  const MINUTE = 60;
  // The clock at a share of a window, counted in windows of a minute.
  const at = (windows: number) => (now = Math.round(windows * MINUTE * 1000));

  it('allows the limit within a window, refuses the next with the seconds to wait, and keys each window with an expiry', async () => {
    const rule = { by: 'email' as const, limit: 3, windowSeconds: MINUTE };
    const who = randomUUID();
    at(1000.5);
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit('test', rule, who));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]?.retryAfterSeconds).toBe(Math.ceil((0.5 + (1 - 2 / 4)) * MINUTE));

    const [key, ...others] = await redis.keys(`${prefix}rl:test:email:*`);
    expect(others).toEqual([]);
    expect(key).not.toContain(who);
    expect(Number(await redis.get(key as string))).toBe(4);
    const ttl = await redis.ttl(key as string);
    expect(ttl).toBeGreaterThan(MINUTE);
    expect(ttl).toBeLessThanOrEqual(2 * MINUTE);
  });

  it('lets no second limit through across a window boundary, and lets hits back in as the window before slides out', async () => {
    const rule = { by: 'email' as const, limit: 10, windowSeconds: MINUTE };
    const who = randomUUID();
    at(2000.99);
    for (let i = 0; i < 10; i++) expect((await limiter.hit('boundary', rule, who)).allowed).toBe(true);
    at(2001.01);
    const refused = await limiter.hit('boundary', rule, who);
    expect(refused.allowed).toBe(false);
    // The window before must weigh at most 8 of its 10 (this one holds 2 with the next hit).
    expect(refused.retryAfterSeconds).toBe(Math.ceil((0.2 - 0.01) * MINUTE));
    at(2001.21);
    expect((await limiter.hit('boundary', rule, who)).allowed).toBe(true);
    expect((await limiter.hit('boundary', rule, who)).allowed).toBe(false);
  });

  it('counts hits through two gateways together, in this window and the one before', async () => {
    const rule = { by: 'apiKey' as const, limit: 10, windowSeconds: MINUTE };
    const other = new RateLimiter(redis, prefix, () => now);
    const who = randomUUID();
    at(4000.5);
    for (let i = 0; i < 5; i++) expect((await limiter.hit('shared', rule, who)).allowed).toBe(true);
    for (let i = 0; i < 5; i++) expect((await other.hit('shared', rule, who)).allowed).toBe(true);
    expect((await limiter.hit('shared', rule, who)).allowed).toBe(false);
    // Half of the window before (11 hits) still weighs 5.5: each gateway reads it once, at its first hit here.
    at(4001.5);
    expect((await other.hit('shared', rule, who)).allowed).toBe(true);
    expect((await limiter.hit('shared', rule, who)).allowed).toBe(true);
    expect((await other.hit('shared', rule, who)).allowed).toBe(true);
    expect((await limiter.hit('shared', rule, who)).allowed).toBe(true);
    expect((await other.hit('shared', rule, who)).allowed).toBe(false);
    expect(Number(await redis.get((await redis.keys(`${prefix}rl:shared:apiKey:*:4001`))[0] as string))).toBe(5);
  });

  it('multiplies the limit by the factor, and counts each identifier apart', async () => {
    const rule = { by: 'ip' as const, limit: 1, windowSeconds: MINUTE };
    const [a, b] = [randomUUID(), randomUUID()];
    at(3000.5);
    expect((await limiter.hit('factor', rule, a, 2)).allowed).toBe(true);
    expect((await limiter.hit('factor', rule, a, 2)).allowed).toBe(true);
    expect((await limiter.hit('factor', rule, a, 2)).allowed).toBe(false);
    expect((await limiter.hit('factor', rule, b, 2)).allowed).toBe(true);
  });
});
