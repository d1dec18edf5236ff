import { ActivationView } from '@simrelay/contracts';
import { auditLedger, waitFor } from '@simrelay/testing';
import { Account, registerVerified } from './support/accounts';
import { gbSims, TestSim } from './support/agent-reports';
import { startSystemWithUpstreams, SystemWithUpstreams } from './support/upstream';

/**
 * Own and upstream sales mixed under concurrency: never a number twice, one charge per code,
 * refunds only once the provider confirmed; and the 15 minutes (one here) ending an upstream
 * number without a code.
 */
describe('upstream executors under concurrency', () => {
  let sut: SystemWithUpstreams;
  const sims = gbSims(3);

  beforeAll(async () => {
    sut = await startSystemWithUpstreams(sims, { varyClientAddress: true, env: { ACTIVATION_MINUTES: '1', ACTIVATION_SWEEP_MS: '300' } });
  }, 180_000);
  afterAll(() => sut?.stop());

  const funded = async (amount: number) => {
    const user = await registerVerified(sut.system);
    expect((await sut.fund(user._id, amount)).status).toBe(200);
    return user;
  };
  const buy = (user: Account) => sut.system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'GB' }, user.token);
  const act = (user: Account, name: string, view: ActivationView) =>
    sut.system.http.get<ActivationView>(`/numbers/${name}/${view.numberId}?activationId=${view.activationId}`, user.token);
  const ledgerHolds = async () => expect(await auditLedger(async <T>(sql: string) => (await sut.db.query(sql)).rows as T[])).toEqual([]);

  it('sells own and upstream numbers to simultaneous buyers, each once, and charges each code once', async () => {
    sut.sa.market.setStock('tg', 'GB', { cost: 0.1, count: 20 });
    sut.fivesim.market.setStock('tg', 'GB', { cost: 0.12, count: 20 });
    const users = await Promise.all(Array.from({ length: 5 }, () => funded(5)));
    const bought = (await Promise.all(users.flatMap((user) => Array.from({ length: 4 }, async () => ({ user, reply: await buy(user) })))));
    expect(bought.map((b) => b.reply.status)).toEqual(bought.map(() => 201));
    const views = bought.map((b) => ({ user: b.user, view: b.reply.body }));
    const numbers = views.map((v) => v.view.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const own = views.filter((v) => sims.some((s) => s.number === v.view.number));
    expect(own).toHaveLength(sims.length);

    // Half get their code (own SIMs by the agent, upstream ones at their provider), the rest are cancelled.
    const coded = views.filter((_, i) => i % 2 === 0);
    const cancelled = views.filter((_, i) => i % 2 === 1);
    await Promise.all([
      ...coded.map(async ({ view }, i) => {
        const code = String(10000 + i);
        const sim = sims.find((s) => s.number === view.number) as TestSim | undefined;
        if (sim) return sut.agent.sms(sim, 'Telegram', `Telegram code ${code}`);
        const market = view.number.startsWith('+44770080') ? sut.sa.market : sut.fivesim.market;
        market.receive(market.orderOf(view.number).id, code, `Telegram code ${code}`);
        return undefined;
      }),
      ...cancelled.map(({ user, view }) => act(user, 'cancel', view)),
    ]);
    for (const { user, view } of coded) expect((await sut.activationIn(user, view.activationId, ['received'], 60_000)).messages).toHaveLength(1);
    for (const { user, view } of cancelled) await sut.activationIn(user, view.activationId, ['cancelled'], 60_000);
    await Promise.all(coded.map(({ user, view }) => act(user, 'deactivate', view)));

    for (const user of users) {
      const charged = coded.filter((c) => c.user === user).reduce((sum, c) => sum + c.view.price, 0);
      await sut.balanceReaches(user, 5 - charged);
    }
    const upstreamCancelled = cancelled.filter((c) => !sims.some((s) => s.number === c.view.number));
    for (const { view } of upstreamCancelled) await sut.resellIn(view.activationId, ['cancelled']);
    await ledgerHolds();
  });

  it('ends an upstream number without a code when its time is up, refunded once the provider confirms', async () => {
    const user = await funded(2);
    sut.sa.market.setStock('wa', 'GB', { cost: 0.1, count: 2 });
    sut.fivesim.market.setStock('wa', 'GB', { cost: 0.5, count: 0 });
    // Our rack has nothing to sell: the number comes from upstream.
    const modems = await sut.system.http.get<Array<{ _id: string }>>('/admin/modems', sut.admin);
    for (const modem of modems.body) await sut.system.http.patch(`/admin/modems/ban/${modem._id}`, { ban: true }, sut.admin);
    const bought = (await sut.system.http.post<ActivationView>('/numbers/one', { service: 'wa', country: 'GB' }, user.token)).body;
    expect(bought.number.startsWith('+44770080')).toBe(true);
    const order = sut.sa.market.orderOf(bought.number);
    const ended = await sut.activationIn(user, bought.activationId, ['timeout'], 150_000);
    expect(ended.messages).toEqual([]);
    expect(order.status).toBe('cancelled');
    await waitFor(async () => ((await sut.balance(user)) === 2 ? true : undefined), 'the refund');
    await ledgerHolds();
  }, 180_000);
});
