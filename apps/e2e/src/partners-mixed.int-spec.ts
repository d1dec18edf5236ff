import { ActivationView } from '@simrelay/contracts';
import { auditLedger, LocalSmsHubHub, waitFor } from '@simrelay/testing';
import { Account, registerVerified } from './support/accounts';
import { gbSims, TestSim } from './support/agent-reports';
import { connectHub, HUB_TEST_ENV } from './support/hubs';
import { startSystemWithUpstreams, SystemWithUpstreams } from './support/upstream';

const OWN_SIMS = 6;
const USERS = 4;
const BUYS_PER_USER = 3;
const HUB_ASKS = 4;

/**
 * All three ways a number is sold, at once: our own buyers (from the rack, then from upstream
 * providers when the rack has none left) and a hub over the SMSHub protocol, competing for the
 * same SIMs. Each number goes to one buyer, once per service; every code is charged once; the
 * hub's payouts are recorded once; the ledger balances.
 */
describe('own, upstream and hub sales mixed under concurrency', () => {
  let sut: SystemWithUpstreams;
  let hub: LocalSmsHubHub;
  const sims = gbSims(OWN_SIMS);

  beforeAll(async () => {
    sut = await startSystemWithUpstreams(sims, { varyClientAddress: true, env: { ...HUB_TEST_ENV, RPC_TIMEOUT_MS: '30000' } });
    ({ hub } = await connectHub(sut.system, sut.admin, { services: ['tg'], countries: ['GB'] }));
  }, 180_000);
  afterAll(async () => {
    await hub?.close();
    await sut?.stop();
  });

  const funded = async (amount: number): Promise<Account> => {
    const user = await registerVerified(sut.system);
    expect((await sut.fund(user._id, amount)).status).toBe(200);
    return user;
  };
  const isOwn = (number: string) => sims.some((s) => s.number === number);

  it('sells each number once across own, upstream and hub buyers, and every sum moves exactly once', async () => {
    sut.sa.market.setStock('tg', 'GB', { cost: 0.1, count: 20 });
    sut.fivesim.market.setStock('tg', 'GB', { cost: 0.12, count: 20 });
    const users = await Promise.all(Array.from({ length: USERS }, () => funded(5)));
    // The hub names countries as GET_SERVICES lists them.
    const country = ((await hub.getServices()).body['countryList'] as Array<{ country: string }>)[0].country;

    // The hub's first ask is answered before the race, so both sides surely sell (under load the
    // buyers can win every SIM); its other asks and the buyers then race for the rest.
    const ask = () => hub.getNumber({ country, operator: 'any', service: 'tg', sum: 0.2, currency: 840 });
    const first = await ask();
    expect(first.body['status']).toBe('SUCCESS');
    const asks = [Promise.resolve(first), ...Array.from({ length: HUB_ASKS - 1 }, ask)];
    const own = users.flatMap((user) =>
      Array.from({ length: BUYS_PER_USER }, async () => ({ user, reply: await sut.system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'GB' }, user.token) })),
    );
    const [bought, hubReplies] = await Promise.all([Promise.all(own), Promise.all(asks)]);

    // Buyers always get a number (upstream fills in: 12 buyers, at most 5 SIMs left); the hub
    // only gets our own SIMs.
    expect(bought.map((b) => b.reply.status)).toEqual(bought.map(() => 201));
    const hubSold = hubReplies.filter((r) => r.body['status'] === 'SUCCESS').map((r) => r.body);
    expect(hubReplies.filter((r) => r.body['status'] !== 'SUCCESS').every((r) => r.body['status'] === 'NO_NUMBERS')).toBe(true);
    const views = bought.map((b) => ({ user: b.user, view: b.reply.body }));
    const ownSold = views.filter((v) => isOwn(v.view.number));
    const upstreamSold = views.filter((v) => !isOwn(v.view.number));
    expect(ownSold.length + hubSold.length).toBe(OWN_SIMS);
    expect([hubSold.length > 0, upstreamSold.length > 0]).toEqual([true, true]);
    const numbers = [...views.map((v) => v.view.number), ...hubSold.map((h) => `+${String(h['number'])}`)];
    expect(new Set(numbers).size).toBe(numbers.length);
    const usages = await sut.db.query(`SELECT count(*)::int AS n, count(DISTINCT number_id)::int AS numbers FROM activations.number_usages WHERE service = 'tg'`);
    expect(usages.rows[0]).toEqual({ n: OWN_SIMS, numbers: OWN_SIMS });

    // A code for everyone: own SIMs through the agent, upstream numbers at their provider.
    await Promise.all([
      ...sims.map((sim: TestSim) => sut.agent.sms(sim, 'Telegram', 'Telegram code 24680')),
      ...upstreamSold.map(({ view }) => {
        const market = view.number.startsWith('+44770080') ? sut.sa.market : sut.fivesim.market;
        market.receive(market.orderOf(view.number).id, '13579', 'Telegram code 13579');
        return undefined;
      }),
    ]);
    for (const { user, view } of views) expect((await sut.activationIn(user, view.activationId, ['received'], 60_000)).messages).toHaveLength(1);
    await hub.waitForPushes(hubSold.length);
    const finishes = await Promise.all(hubSold.flatMap((h) => [3, 3].map((status) => hub.finish(h['activationId'] as number, status))));
    expect(finishes.every((f) => f.body['status'] === 'SUCCESS')).toBe(true);
    await Promise.all(views.map(({ user, view }) => sut.system.http.get(`/numbers/deactivate/${view.numberId}?activationId=${view.activationId}`, user.token)));

    for (const user of users) {
      const charged = views.filter((v) => v.user === user).reduce((sum, v) => sum + v.view.price, 0);
      await sut.balanceReaches(user, 5 - charged);
    }
    const payouts = await waitFor(async () => {
      const { rows } = await sut.db.query(`SELECT kind, count(*)::int AS n FROM billing.transfers WHERE reference LIKE 'hub-sale:%' GROUP BY kind ORDER BY kind`);
      return rows.length === (hubSold.length ? 2 : 0) ? rows : undefined;
    }, 'the hub payouts');
    expect(payouts).toEqual(hubSold.length ? [{ kind: 'charge', n: hubSold.length }, { kind: 'topup', n: hubSold.length }] : []);
    for (const { view } of upstreamSold) await sut.resellIn(view.activationId, ['finished']);
    expect(await auditLedger(async <T,>(sql: string) => (await sut.db.query(sql)).rows as T[])).toEqual([]);

    // Never twice for tg on our SIMs, whoever sold it first: the hub hears NO_NUMBERS.
    expect((await ask()).body).toEqual({ status: 'NO_NUMBERS' });
  }, 240_000);
});
