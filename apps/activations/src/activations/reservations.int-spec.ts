import { ActivationsSubjects, ActivationView } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { ActivationsHarness, sims, startActivationsHarness } from '../testing/activations-harness';

const PURCHASES = 10;
const users = Array.from({ length: PURCHASES }, (_, i) => `6f0c1c1e-2222-4222-8222-${String(i).padStart(12, '0')}`);

/**
 * A purchase holds a database connection while billing takes its hold: with billing silent,
 * purchases must not take every connection of the service (the SMS router, status reads and
 * every other purchase share them), and once billing answers each one completes, once.
 */
describe('purchases waiting on billing', () => {
  let h: ActivationsHarness;

  beforeAll(async () => {
    h = await startActivationsHarness();
    await h.heartbeat('reservations-agent', sims(PURCHASES + 2));
    await waitFor(async () => ((await h.dataSource.query(`SELECT count(*)::int AS n FROM activations.numbers WHERE ready`))[0].n === PURCHASES + 2 ? true : undefined), 'the SIMs');
    for (const user of users) h.peers.fund(user, 5_000_000);
  }, 60_000);
  afterAll(() => h?.close());

  it('leave connections for the rest of the service, and all complete when billing answers', async () => {
    expect(PURCHASES).toBeGreaterThanOrEqual(h.env.ACTIVATIONS_DB_POOL_SIZE);
    const resume = h.peers.pauseHolds();
    const buying = users.map((userId) => h.request<ActivationView>(ActivationsSubjects.buy, { userId, service: 'tg', country: 'GB', banLimit: 5 }));
    try {
      // Half the pool's connections wait on billing; the other purchases wait without one.
      await waitFor(async () => (h.peers.holdsWaiting === Math.floor(h.env.ACTIVATIONS_DB_POOL_SIZE / 2) ? true : undefined), 'the holds asked for');
      // A read that needs a connection is answered meanwhile (with every connection taken it would wait for the timeout).
      await expect(h.request<ActivationView[]>(ActivationsSubjects.current, { userId: users[0] })).resolves.toEqual([]);
    } finally {
      resume();
    }
    const bought = await Promise.all(buying);
    expect(new Set(bought.map((a) => a.numberId)).size).toBe(PURCHASES);
    expect(h.peers.holds.size).toBe(PURCHASES);
    const open = await h.dataSource.query(`SELECT count(*)::int AS n FROM activations.activations WHERE status = 'active'`);
    expect(open[0].n).toBe(PURCHASES);
  });
});
