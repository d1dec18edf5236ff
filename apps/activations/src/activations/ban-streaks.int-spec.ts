import { ActivationsSubjects, ActivationView } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { ActivationsHarness, sims, smsReport, startActivationsHarness } from '../testing/activations-harness';

const AGENT = 'streak-agent';
const SIMS = sims(8);
let users = 0;
const newUser = () => `6f0c1c1e-4444-4444-8444-${String(++users).padStart(12, '0')}`;

/**
 * The ban streak is a count per user: every end without SMS raises it in the end's own
 * statement, a code clears it in the claim's, and a ban takes away the ends it counted. Counted
 * exactly under concurrent ends, whatever the user's limit.
 */
describe('activations: ban streaks', () => {
  let h: ActivationsHarness;

  beforeAll(async () => {
    h = await startActivationsHarness();
    await h.heartbeat(AGENT, SIMS);
    await waitFor(async () => ((await h.dataSource.query(`SELECT count(*)::int AS n FROM activations.numbers WHERE ready`))[0].n === SIMS.length ? true : undefined), 'the SIMs');
  }, 60_000);
  afterAll(() => h?.close());

  const streak = async (userId: string): Promise<number> =>
    (await h.dataSource.query(`SELECT without_sms FROM activations.ban_streaks WHERE user_id = $1`, [userId]))[0]?.without_sms ?? 0;
  const buy = (userId: string, banLimit: number, service = 'tg') => {
    h.peers.fund(userId, 10_000_000);
    return h.request<ActivationView>(ActivationsSubjects.buy, { userId, service, country: 'GB', banLimit });
  };
  const cancel = (userId: string, a: ActivationView) =>
    h.request<ActivationView>(ActivationsSubjects.act, { userId, numberId: a.numberId, activationId: a.activationId, action: 'cancel' });

  it('counts concurrent ends without SMS each once', async () => {
    const user = newUser();
    // Eight numbers, one purchase on each; five open at most, so two rounds.
    for (const round of [5, 3]) {
      const bought = await Promise.all(Array.from({ length: round }, () => buy(user, 1000)));
      await Promise.all(bought.map((a) => cancel(user, a)));
    }
    expect(await streak(user)).toBe(8);
    expect(h.peers.banned.has(user)).toBe(false);
  });

  it('is cleared by a code, and bans once passed; the ends a ban counted are not counted again', async () => {
    const user = newUser();
    await cancel(user, await buy(user, 2, 'wa'));
    expect(await streak(user)).toBe(1);

    const coded = await buy(user, 2, 'wa');
    const sim = SIMS.find((s) => s.number.replace('+', '') === coded.number.replace('+', ''));
    if (!sim) throw new Error(`no SIM for ${coded.number}`);
    await h.publishSms(smsReport(AGENT, sim, 'WhatsApp', 'WhatsApp code 123-456'));
    await waitFor(async () => ((await h.request<ActivationView>(ActivationsSubjects.get, { userId: user, activationId: coded.activationId })).status === 'received' ? true : undefined), 'the code');
    expect(await streak(user)).toBe(0);
    await h.request(ActivationsSubjects.act, { userId: user, numberId: coded.numberId, activationId: coded.activationId, action: 'finish' });

    for (const n of [1, 2]) {
      await cancel(user, await buy(user, 2, 'vk'));
      expect(await streak(user)).toBe(n);
    }
    expect(h.peers.banned.has(user)).toBe(false);
    // The third in a row is one more than the limit: banned, and those three are forgiven.
    await cancel(user, await buy(user, 2, 'vk'));
    expect(h.peers.banned.has(user)).toBe(true);
    expect(await streak(user)).toBe(0);
    await cancel(user, await buy(user, 2, 'vk'));
    expect(await streak(user)).toBe(1);
  });
});
