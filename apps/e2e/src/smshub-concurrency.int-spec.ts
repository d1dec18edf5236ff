import { ActivationView } from '@simrelay/contracts';
import { auditLedger, LocalSmsHubHub, waitFor } from '@simrelay/testing';
import { Client } from 'pg';
import { Account, adminToken, registerVerified } from './support/accounts';
import { AgentReports, testSims } from './support/agent-reports';
import { connectHub, HUB_TEST_ENV } from './support/hubs';
import { waitForSims } from './support/inventory';
import { startSystem, System } from './support/system';

const NUMBERS = 12;
// Each side alone asks for fewer numbers than there are, both together for more: each side gets
// some, and the race decides the rest.
const USERS = 4;
const BUYS_PER_USER = 2;
const HUB_ASKS = 8;

/** Own sales and hub sales of the same SIMs at once: each number goes to one buyer, once per service, and money is exact. */
describe('own and hub sales under concurrency', () => {
  let system: System;
  let agent: AgentReports;
  let db: Client;
  let hub: LocalSmsHubHub;
  let users: Account[];

  beforeAll(async () => {
    system = await startSystem({ varyClientAddress: true, env: { ...HUB_TEST_ENV, RPC_TIMEOUT_MS: '30000' } });
    const admin = await adminToken(system);
    ({ hub } = await connectHub(system, admin, { services: ['tg'], countries: ['DE'] }));
    agent = await AgentReports.connect(system.natsUrl, system.namespace);
    db = new Client({ connectionString: system.databaseUrl });
    await db.connect();
    await agent.status(testSims(NUMBERS, 0, 'DE'));
    users = await Promise.all(Array.from({ length: USERS }, () => registerVerified(system)));
    await Promise.all(users.map((u) => system.http.post('/admin/users/balance', { userId: u._id, amount: 10, reason: 'test funds' }, admin)));
    await waitForSims(db, NUMBERS, 'DE');
  }, 180_000);

  afterAll(async () => {
    await hub?.close();
    await agent?.close();
    await db?.end();
    await system?.stop();
  });

  it('sells each number once across own buyers and the hub, charges own buyers once, records each hub payout once', async () => {
    const services = await hub.getServices();
    const offered = (services.body['countryList'] as Array<{ country: string; operatorMap: Record<string, Record<string, number>> }>)[0];
    expect(offered.operatorMap['any']['tg']).toBe(NUMBERS);

    const own = users.flatMap((user) => Array.from({ length: BUYS_PER_USER }, () => system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'DE' }, user.token)));
    const hubs = Array.from({ length: HUB_ASKS }, () => hub.getNumber({ country: 'germany', operator: 'any', service: 'tg', sum: 0.2, currency: 840 }));
    const [ownReplies, hubReplies] = await Promise.all([Promise.all(own), Promise.all(hubs)]);
    const ownSold = ownReplies.filter((r) => r.status === 201).map((r) => r.body);
    const hubSold = hubReplies.filter((r) => r.body['status'] === 'SUCCESS').map((r) => r.body);
    expect(ownReplies.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    expect(hubReplies.filter((r) => r.body['status'] !== 'SUCCESS').every((r) => r.body['status'] === 'NO_NUMBERS')).toBe(true);
    expect(ownSold.length + hubSold.length).toBe(NUMBERS);
    expect(ownSold.length).toBeGreaterThanOrEqual(NUMBERS - HUB_ASKS);
    expect(hubSold.length).toBeGreaterThanOrEqual(NUMBERS - USERS * BUYS_PER_USER);
    const numbers = [...ownSold.map((a) => a.number.replace('+', '')), ...hubSold.map((h) => String(h['number']))];
    expect(new Set(numbers).size).toBe(NUMBERS);
    const usages = await db.query(`SELECT count(*)::int AS n, count(DISTINCT number_id)::int AS numbers FROM activations.number_usages WHERE service = 'tg'`);
    expect(usages.rows[0]).toEqual({ n: NUMBERS, numbers: NUMBERS });

    // A code on every number: own buyers are charged, the hub gets a push for each of its numbers.
    for (const sim of testSims(NUMBERS, 0, 'DE')) await agent.sms(sim, 'Telegram', 'Telegram code 24680');
    await hub.waitForPushes(hubSold.length);
    await waitFor(async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM activations.activations WHERE status = 'received' AND settled_at IS NOT NULL AND hold_id <> id`);
      return rows[0]['n'] === ownSold.length ? true : undefined;
    }, 'own sales charged', 60_000);
    // The hub finishes each of its sales as sold, three times over, all at once.
    const finishes = await Promise.all(hubSold.flatMap((h) => [3, 3, 3].map((status) => hub.finish(h['activationId'] as number, status))));
    expect(finishes.every((f) => f.body['status'] === 'SUCCESS')).toBe(true);

    const payouts = await db.query(`SELECT kind, count(*)::int AS n, sum(amount_micros)::int AS total FROM billing.transfers WHERE reference LIKE 'hub-sale:%' GROUP BY kind ORDER BY kind`);
    expect(payouts.rows).toEqual([{ kind: 'charge', n: hubSold.length, total: hubSold.length * 200_000 }, { kind: 'topup', n: hubSold.length, total: hubSold.length * 200_000 }]);
    const price = (await system.http.get<{ price: number }>('/services/otp?country=DE&service=tg')).body.price;
    const balances = await Promise.all(users.map(async (u) => (await system.http.get<{ balance: number }>('/users/balance', u.token)).body.balance));
    users.forEach((_user, i) => {
      const mine = ownReplies.slice(i * BUYS_PER_USER, (i + 1) * BUYS_PER_USER).filter((r) => r.status === 201).length;
      expect(balances[i]).toBeCloseTo(10 - mine * price, 6);
    });
    expect(await auditLedger(async (sql) => (await db.query(sql)).rows)).toEqual([]);

    // Never twice for tg, whoever sold it first.
    expect((await hub.getNumber({ country: 'germany', operator: 'any', service: 'tg', sum: 0.2, currency: 840 })).body).toEqual({ status: 'NO_NUMBERS' });
    expect((await system.http.post('/numbers/one', { service: 'tg', country: 'DE' }, users[0].token)).status).toBe(409);
  }, 180_000);
});
