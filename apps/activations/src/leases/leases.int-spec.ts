import { ActivationsSubjects, ActivationView, ErrorCode, LeaseView } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { randomUUID } from 'node:crypto';
import type { QueryRunner } from 'typeorm';
import { ActivationsHarness, sims, startActivationsHarness } from '../testing/activations-harness';

const USER = '6f0c1c1e-2222-4222-8222-000000000001';
const BUYERS = ['6f0c1c1e-2222-4222-8222-000000000002', '6f0c1c1e-2222-4222-8222-000000000003'];
const list = sims(3);

/**
 * Leases as rentals asks for them, against the real service and database: which SIMs, how often,
 * and what happens when a lease and its release cross.
 */
describe('activations: SIM leases for rentals, and one SIM serving in turns', () => {
  let h: ActivationsHarness;
  /** A session of the test's own, to hold a lease id's lock the way a slow transaction would. */
  let holder: QueryRunner;

  beforeAll(async () => {
    h = await startActivationsHarness();
    await h.heartbeat('lease-agent', list);
    await waitFor(async () => ((await h.dataSource.query(`SELECT count(*)::int AS n FROM activations.numbers WHERE ready`))[0].n === list.length ? true : undefined), 'the SIMs');
    holder = h.dataSource.createQueryRunner();
    await holder.connect();
  }, 60_000);
  afterAll(async () => {
    await holder?.release();
    await h?.close();
  });

  /** Only the first SIM is for rent, all are ready; each test starts with no lease and no activation. */
  beforeEach(async () => {
    await h.dataSource.query(`TRUNCATE activations.leases, activations.released_leases, activations.number_usages, activations.activations`);
    await h.dataSource.query(`UPDATE activations.numbers SET rent = (iccid = $1), ready = true`, [list[0].iccid]);
  });

  const lease = (leaseId: string, service?: string) => h.request<LeaseView>(ActivationsSubjects.lease, { leaseId, userId: USER, country: 'GB', ...(service ? { service } : {}) });
  const release = (leaseId: string) => h.request<LeaseView | null>(ActivationsSubjects.releaseLease, { leaseId });
  const lockKey = (leaseId: string) => `activations:lease:${leaseId}`;
  /** Until some transaction waits for a lease id's lock (the one `holder` holds). */
  const someoneWaits = () =>
    waitFor(async () => ((await h.dataSource.query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`))[0].n > 0 ? true : undefined), 'a lease waiting for its lock');

  it('leases a rent-flagged SIM once per lease id, ends it once, and leases it again after', async () => {
    const first = randomUUID();
    const leased = await lease(first, 'tg');
    expect(leased).toMatchObject({ leaseId: first, number: list[0].number, endedAt: null });
    // A repeat (rentals did not hear the answer) is the same lease.
    expect(await lease(first, 'tg')).toEqual(leased);
    expect((await h.failure(ActivationsSubjects.lease, { leaseId: randomUUID(), userId: USER, country: 'GB' })).code).toBe(ErrorCode.NoNumbers);

    const ended = await release(first);
    expect(ended?.endedAt).not.toBeNull();
    expect(await release(first)).toEqual(ended);
    // Free again, but never twice for one service.
    expect((await h.failure(ActivationsSubjects.lease, { leaseId: randomUUID(), userId: USER, country: 'GB', service: 'tg' })).code).toBe(ErrorCode.NoNumbers);
    expect((await lease(randomUUID(), 'wa')).number).toBe(list[0].number);
  });

  it('gives one SIM to one of many leases asked at once', async () => {
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => lease(randomUUID())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason.code).toBe(ErrorCode.NoNumbers);
  });

  it('begins a lease that waited when it took its SIM: never before the end of the lease it waited for', async () => {
    const before = randomUUID();
    const after = randomUUID();
    await lease(before);
    // The second lease's transaction begins, then waits (as a busy database makes it wait) while the first ends.
    await holder.query(`SELECT pg_advisory_lock(hashtext($1))`, [lockKey(after)]);
    const waiting = lease(after);
    await someoneWaits();
    await release(before);
    await holder.query(`SELECT pg_advisory_unlock(hashtext($1))`, [lockKey(after)]);
    expect((await waiting).number).toBe(list[0].number);
    const [order] = await h.dataSource.query(
      `SELECT a.started_at >= b.ended_at AS later FROM activations.leases a, activations.leases b WHERE a.id = $1 AND b.id = $2`,
      [after, before],
    );
    expect(order.later).toBe(true);
  });

  it('refuses a lease whose release came first, and keeps its SIM free', async () => {
    const late = randomUUID();
    expect(await release(late)).toBeNull();
    expect((await h.failure(ActivationsSubjects.lease, { leaseId: late, userId: USER, country: 'GB' })).code).toBe(ErrorCode.RentalClosed);
    expect((await lease(randomUUID())).number).toBe(list[0].number);
  });

  it('leaves no lease open when its release crosses it, whichever goes first', async () => {
    const crossed = randomUUID();
    await holder.query(`SELECT pg_advisory_lock(hashtext($1))`, [lockKey(crossed)]);
    const leasing = lease(crossed).catch((error: { code: string }) => error.code);
    const releasing = release(crossed);
    await someoneWaits();
    await holder.query(`SELECT pg_advisory_unlock(hashtext($1))`, [lockKey(crossed)]);
    const [leased, released] = await Promise.all([leasing, releasing]);
    // Either the lease came first and the release ended it, or the release came first and the lease was refused.
    if (typeof leased === 'string') expect([leased, released]).toEqual([ErrorCode.RentalClosed, null]);
    else expect(released?.endedAt).not.toBeNull();
    expect((await h.dataSource.query(`SELECT count(*)::int AS n FROM activations.leases WHERE ended_at IS NULL`))[0].n).toBe(0);
  });

  it('begins a purchase that waited when it took its SIM: never before the end of the activation it waited for', async () => {
    const [first, second] = BUYERS;
    for (const user of BUYERS) h.peers.balances.set(user, 10_000_000);
    const buy = (userId: string, service: string) => h.request<ActivationView>(ActivationsSubjects.buy, { userId, service, country: 'GB', banLimit: 1000 });
    // One one-time SIM serves; a second is ready while the next purchase looks, gone when it picks.
    const [taken, spare] = [list[1], list[2]];
    await h.dataSource.query(`UPDATE activations.numbers SET ready = (iccid = $1) WHERE NOT rent`, [taken.iccid]);
    const ended = await buy(first, 'tg');
    await h.dataSource.query(`UPDATE activations.numbers SET ready = true WHERE iccid = $1`, [spare.iccid]);
    const userLock = `activations:user:${second}`;
    await holder.query(`SELECT pg_advisory_lock(hashtext($1))`, [userLock]);
    const waiting = buy(second, 'wa');
    await someoneWaits();
    await h.request(ActivationsSubjects.act, { userId: first, numberId: ended.numberId, activationId: ended.activationId, action: 'cancel' });
    await h.dataSource.query(`UPDATE activations.numbers SET ready = false WHERE iccid = $1`, [spare.iccid]);
    await holder.query(`SELECT pg_advisory_unlock(hashtext($1))`, [userLock]);
    const bought = await waiting;
    expect(bought.number).toBe(taken.number);
    const [order] = await h.dataSource.query(
      `SELECT a.created_at >= b.ended_at AS later FROM activations.activations a, activations.activations b WHERE a.id = $1 AND b.id = $2`,
      [bought.activationId, ended.activationId],
    );
    expect(order.later).toBe(true);
  });

  it('takes another SIM for a purchase whose SIM was leased after it picked, and never shares one', async () => {
    const [buyer] = BUYERS;
    h.peers.balances.set(buyer, 10_000_000);
    h.peers.holds.clear();
    // The purchase picks and locks one of the two one-time SIMs, then waits for its hold.
    const resume = h.peers.pauseHolds();
    const buying = h.request<ActivationView>(ActivationsSubjects.buy, { userId: buyer, service: 'tg', country: 'GB', banLimit: 1000 });
    await waitFor(async () => (h.peers.holdsWaiting === 1 ? true : undefined), 'the purchase waiting for its hold');
    const unlocked = await holder.query(`SELECT id FROM activations.numbers WHERE NOT rent FOR UPDATE SKIP LOCKED`);
    expect(unlocked).toHaveLength(1);
    const [free] = unlocked;
    const [picked] = await h.dataSource.query(`SELECT id FROM activations.numbers WHERE NOT rent AND id <> $1`, [free.id]);
    // A lease that committed after the purchase's pick looked (as one that beat it to the lock would).
    await h.dataSource.query(`INSERT INTO activations.leases (id, number_id, user_id) VALUES ($1, $2, $3)`, [randomUUID(), picked.id, USER]);
    resume();
    const bought = await buying;
    expect(bought.numberId).toBe(free.id);
    expect(await h.dataSource.query(`SELECT number_id FROM activations.number_usages`)).toEqual([{ number_id: free.id }]);
    expect(h.peers.holds.size).toBe(1);
  });
});
