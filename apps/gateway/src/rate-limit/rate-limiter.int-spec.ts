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

  it('allows the limit within a window, refuses the next with the seconds to wait without counting it, and keys each window with an expiry', async () => {
    const rule = { by: 'email' as const, limit: 5, windowSeconds: MINUTE };
    const who = randomUUID();
    at(1000.5);
    const verdicts = [];
    for (let i = 0; i < 7; i++) verdicts.push(await limiter.hit('test', rule, who));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, true, false, false]);
    // The rest of this window, then a fifth of the next (1 + 5 × (1 − h) ≤ 5).
    expect(Math.abs((verdicts[5]?.retryAfterSeconds ?? 0) - (0.5 + 0.2) * MINUTE)).toBeLessThanOrEqual(1);

    const [key, ...others] = await redis.keys(`${prefix}rl:test:email:*`);
    expect(others).toEqual([]);
    expect(key).not.toContain(who);
    expect(Number(await redis.get(key as string))).toBe(5);
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
    // The window before must weigh at most 9 of its 10.
    expect(Math.abs(refused.retryAfterSeconds - (0.1 - 0.01) * MINUTE)).toBeLessThanOrEqual(1);
    // Two fit once it weighs 7.9; the refused hit took none of that room.
    at(2001.21);
    expect((await limiter.hit('boundary', rule, who)).allowed).toBe(true);
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
    // Half of the window before (10 hits) still weighs 5: each gateway reads it once, at its first hit here.
    at(4001.5);
    const turns = [other, limiter, other, limiter, other, limiter];
    const passed = [];
    for (const gateway of turns) passed.push((await gateway.hit('shared', rule, who)).allowed);
    expect(passed).toEqual([true, true, true, true, true, false]);
    expect(Number(await redis.get((await redis.keys(`${prefix}rl:shared:apiKey:*:4001`))[0] as string))).toBe(5);
  });

  it('counts hits ahead while the budget has room, spends them without Redis, and lets exactly the limit through', async () => {
    const rule = { by: 'apiKey' as const, limit: 50, windowSeconds: MINUTE };
    const who = randomUUID();
    at(5000.5);
    const verdicts = [await limiter.hit('ahead', rule, who), await limiter.hit('ahead', rule, who)];
    const [key] = await redis.keys(`${prefix}rl:ahead:apiKey:*:5000`);
    // The second hit counted a quarter of the room left (49) at once.
    expect(Number(await redis.get(key as string))).toBe(1 + 12);
    for (let i = 0; i < 49; i++) verdicts.push(await limiter.hit('ahead', rule, who));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(50);
    expect(verdicts.slice(0, 50).every((v) => v.allowed)).toBe(true);
    expect(verdicts[50]?.allowed).toBe(false);
    expect(Number(await redis.get(key as string))).toBe(50);
  });

  it('lets exactly the limit of a burst through one gateway, the hits waiting for one take rather than each asking Redis', async () => {
    const rule = { by: 'ip' as const, limit: 50, windowSeconds: MINUTE };
    const who = randomUUID();
    at(5500.5);
    // The window's first hit (which reads the window before as well), then the burst.
    const first = await limiter.hit('burst', rule, who);
    const asked = jest.spyOn(redis, 'incrby');
    const verdicts = [first, ...(await Promise.all(Array.from({ length: 120 }, () => limiter.hit('burst', rule, who))))];
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(50);
    expect(asked.mock.calls.length).toBeLessThan(10);
    asked.mockRestore();
    const [key] = await redis.keys(`${prefix}rl:burst:ip:*:5500`);
    expect(Number(await redis.get(key as string))).toBe(50);
  });

  it('never lets more than the limit through two gateways hit at once', async () => {
    const rule = { by: 'apiKey' as const, limit: 50, windowSeconds: MINUTE };
    const gateways = [limiter, new RateLimiter(redis, prefix, () => now)];
    const who = randomUUID();
    at(6000.25);
    const allowed = await Promise.all(
      Array.from({ length: 4 }, async (_, client) => {
        let passed = 0;
        for (let i = 0; i < 40; i++) if ((await (gateways[(client + i) % 2] as RateLimiter).hit('together', rule, who)).allowed) passed++;
        return passed;
      }),
    );
    const total = allowed.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(50);
    // Hits counted ahead and never spent only make the budget stricter, and by little.
    expect(total).toBeGreaterThanOrEqual(40);
  });

  it('gives a client over the limit the limit\'s pace, not a lockout', async () => {
    const rule = { by: 'apiKey' as const, limit: 50, windowSeconds: 1 };
    const who = randomUUID();
    // 60 hits a second for 20 seconds.
    let allowed = 0;
    for (let i = 0; i < 1200; i++) {
      now = 7_000_000_000 + i * (1000 / 60);
      if ((await limiter.hit('pace', rule, who)).allowed) allowed++;
    }
    expect(allowed).toBeGreaterThanOrEqual(20 * 50 - 50);
    expect(allowed).toBeLessThanOrEqual(20 * 50 + 50);
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
