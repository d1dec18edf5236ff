import type { Principal } from '@simrelay/contracts';
import { PrincipalCache } from './principal-cache';

const principal = (userId: string, sessionId = `session-of-${userId}`, ban = false): Principal => ({
  audience: 'user', sessionId, subjectId: userId,
  user: { _id: userId, email: `${userId}@example.com`, lang: 'en', url: null, ban, banLimit: 5, emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z' },
});

/** A load that counts its calls and can be held open. */
function loader(answer: () => Principal) {
  const calls = { count: 0 };
  return { calls, load: async () => (calls.count++, answer()) };
}

describe('PrincipalCache', () => {
  let clock: number;
  const cache = (ttlMs = 10_000, maxEntries?: number) => new PrincipalCache({ ttlMs, maxEntries, now: () => clock });
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('answers a session from memory until its time is up', async () => {
    const c = cache();
    const { calls, load } = loader(() => principal('u1'));
    await c.session('s1', load);
    await c.session('s1', load);
    expect(calls.count).toBe(1);
    clock += 10_000;
    await c.session('s1', load);
    expect(calls.count).toBe(2);
  });

  it('asks every time when turned off, and never keeps a failure', async () => {
    const off = cache(0);
    const { calls, load } = loader(() => principal('u1'));
    await off.session('s1', load);
    await off.session('s1', load);
    expect(calls.count).toBe(2);
    expect(off.size).toBe(0);

    const c = cache();
    await expect(c.session('s2', async () => Promise.reject(new Error('Unauthorized')))).rejects.toThrow('Unauthorized');
    expect(c.size).toBe(0);
  });

  it("drops one session, or every session and key of a user, and asks again", async () => {
    const c = cache();
    const a = loader(() => principal('u1', 's1'));
    const b = loader(() => principal('u1', 's2'));
    const key = loader(() => principal('u1', ''));
    const other = loader(() => principal('u2', 's3'));
    for (const [id, l] of [['s1', a], ['s2', b], ['s3', other]] as const) await c.session(id, l.load);
    await c.apiKey('sr_key_of_u1_0123456789', key.load);

    c.dropSession('s1');
    await c.session('s1', a.load);
    await c.session('s2', b.load);
    expect([a.calls.count, b.calls.count]).toEqual([2, 1]);

    c.dropUser('u1');
    await c.session('s1', a.load);
    await c.session('s2', b.load);
    await c.apiKey('sr_key_of_u1_0123456789', key.load);
    await c.session('s3', other.load);
    expect([a.calls.count, b.calls.count, key.calls.count, other.calls.count]).toEqual([3, 2, 2, 1]);
  });

  it('does not keep an answer read before a change that was announced while it was on its way', async () => {
    const c = cache();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Read before the ban committed, answered after the broadcast arrived.
    const stale = c.session('s1', async () => {
      await held;
      return principal('u1', 's1', false);
    });
    c.dropUser('u1');
    release();
    expect((await stale).user?.ban).toBe(false);
    const fresh = loader(() => principal('u1', 's1', true));
    expect((await c.session('s1', fresh.load)).user?.ban).toBe(true);
    expect(fresh.calls.count).toBe(1);
  });

  it('keeps at most its limit, dropping the oldest, and clear() empties it', async () => {
    const c = cache(10_000, 2);
    const loads = ['u1', 'u2', 'u3'].map((id) => loader(() => principal(id)));
    for (const [i, l] of loads.entries()) await c.session(`s${i}`, l.load);
    expect(c.size).toBe(2);
    await c.session('s0', loads[0].load);
    expect(loads[0].calls.count).toBe(2);
    c.clear();
    expect(c.size).toBe(0);
  });
});
