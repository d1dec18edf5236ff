import { ActivationsSubjects, ActivationView } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { ActivationsHarness, sims, startActivationsHarness } from '../testing/activations-harness';

const CANCELS = 6;
const users = Array.from({ length: CANCELS }, (_, i) => `6f0c1c1e-3333-4333-8333-${String(i).padStart(12, '0')}`);

/**
 * A cancel voids its hold, then marks the activation settled. The marks of cancels close in time
 * are written together (a long gather here, so that the test does not depend on the machine's
 * speed), billing is told once per activation whatever the sweeper finds meanwhile, and every
 * mark is written in the end.
 */
describe('settled marks', () => {
  let h: ActivationsHarness;

  beforeAll(async () => {
    h = await startActivationsHarness(500_000, { SETTLED_MARK_GATHER_MS: '1500' });
    await h.heartbeat('settled-marks-agent', sims(CANCELS));
    await waitFor(async () => ((await h.dataSource.query(`SELECT count(*)::int AS n FROM activations.numbers WHERE ready`))[0].n === CANCELS ? true : undefined), 'the SIMs');
    for (const user of users) h.peers.fund(user, 5_000_000);
  }, 60_000);
  afterAll(() => h?.close());

  it('of cancels close in time are written in one statement, billing told once each', async () => {
    const bought = await Promise.all(
      users.map((userId) => h.request<ActivationView>(ActivationsSubjects.buy, { userId, service: 'tg', country: 'GB', banLimit: 5 })),
    );
    const ids = bought.map((a) => a.activationId);
    await Promise.all(
      bought.map((a, i) => h.request(ActivationsSubjects.act, { userId: users[i], activationId: a.activationId, action: 'cancel' })),
    );
    // Every hold voided by the time the cancels answered; the marks come after.
    expect([...h.peers.holds.values()].map((hold) => hold.voids)).toEqual(Array.from({ length: CANCELS }, () => 1));
    const unmarked = await h.dataSource.query(`SELECT count(*)::int AS n FROM activations.activations WHERE id = ANY($1) AND settled_at IS NULL`, [ids]);
    expect(unmarked[0].n).toBe(CANCELS);

    await waitFor(
      async () => ((await h.dataSource.query(`SELECT count(*)::int AS n FROM activations.activations WHERE id = ANY($1) AND settled_at IS NOT NULL`, [ids]))[0].n === CANCELS ? true : undefined),
      'the settled marks',
    );
    // One transaction wrote them all (rows a transaction updated carry its id as xmin).
    const writers = await h.dataSource.query(`SELECT count(DISTINCT xmin::text)::int AS n FROM activations.activations WHERE id = ANY($1)`, [ids]);
    expect(writers[0].n).toBe(1);
    // The sweeper ran many times while the marks waited (every 100 ms) and asked billing nothing more.
    expect(h.peers.voidRequests).toBe(CANCELS);
  });
});
