import { ActivationView } from '@simrelay/contracts';
import { Client } from 'pg';
import { Account, adminToken, registerVerified } from './support/accounts';
import { AgentReports, testSims } from './support/agent-reports';
import { waitForSims } from './support/inventory';
import { startSystem, System } from './support/system';

const NUMBERS = 30;
const USERS = 40;
const BUYS_PER_USER = 5;

/** Many buyers, few numbers: each number goes to one buyer, the rest hear 409, and money is exact. */
describe('activations under concurrent buying', () => {
  let system: System;
  let agent: AgentReports;
  let db: Client;
  let users: Account[];

  beforeAll(async () => {
    // The point is who gets a number, not how fast: a loaded CI machine must not turn waits into 503s.
    system = await startSystem({ varyClientAddress: true, env: { RPC_TIMEOUT_MS: '30000' } });
    const admin = await adminToken(system);
    agent = await AgentReports.connect(system.natsUrl, system.namespace);
    db = new Client({ connectionString: system.databaseUrl });
    await db.connect();
    await agent.status(testSims(NUMBERS, 0, 'DE'));
    users = [];
    for (let batch = 0; batch < USERS; batch += 10) {
      users.push(...(await Promise.all(Array.from({ length: Math.min(10, USERS - batch) }, () => registerVerified(system)))));
    }
    await Promise.all(users.map((u) => system.http.post('/admin/users/balance', { userId: u._id, amount: 10, reason: 'test funds' }, admin)));
    await waitForSims(db, NUMBERS);
  }, 180_000);
  afterAll(async () => {
    await agent?.close();
    await db?.end();
    await system?.stop();
  });

  it(`gives ${NUMBERS} numbers, all different, to ${USERS * BUYS_PER_USER} simultaneous buyers and refuses the rest with 409`, async () => {
    const price = (await system.http.get<{ price: number }>('/services/otp?country=DE&service=tg')).body.price;
    const replies = await Promise.all(
      users.flatMap((user) => Array.from({ length: BUYS_PER_USER }, () => system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'DE' }, user.token))),
    );
    const sold = replies.filter((r) => r.status === 201).map((r) => r.body);
    expect(sold).toHaveLength(NUMBERS);
    expect(new Set(sold.map((a) => a.numberId)).size).toBe(NUMBERS);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body['code' as never] === 'ACTIVATIONS.NO_NUMBERS')).toBe(true);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(USERS * BUYS_PER_USER - NUMBERS);

    // Each buyer's balance is short by exactly the holds of what they got.
    const balances = await Promise.all(users.map(async (u) => (await system.http.get<{ balance: number }>('/users/balance', u.token)).body.balance));
    users.forEach((_user, i) => {
      const mine = replies.slice(i * BUYS_PER_USER, (i + 1) * BUYS_PER_USER).filter((r) => r.status === 201).length;
      expect(balances[i]).toBeCloseTo(10 - mine * price, 6);
    });
    const { rows } = await db.query(`SELECT count(*)::int AS open, count(DISTINCT number_id)::int AS numbers FROM activations.activations WHERE status = 'active'`);
    expect(rows[0]).toEqual({ open: NUMBERS, numbers: NUMBERS });
  }, 120_000);
});
