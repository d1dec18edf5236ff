import { adminToken, Account, registerVerified } from './support/accounts';
import { startSystem, System } from './support/system';
import { connectUserSocket } from './support/user-socket';

interface TopUp { topUpId: string; status: string; amount: number; fee: number; cashback: number }

/** Top-ups through the gateway: unavailable without providers, the sandbox in test mode, credited once. */
describe('top-ups', () => {
  let system: System;
  let admin: string;
  let user: Account;

  beforeAll(async () => {
    system = await startSystem();
    admin = await adminToken(system);
    user = await registerVerified(system);
  }, 90_000);
  afterAll(() => system?.stop());

  const pay = (body: object, token = user.token, key?: string) =>
    system.http.request<{ topUp: TopUp; redirectUrl: string }>('POST', '/users/payment', { body, token, headers: key ? { 'idempotency-key': key } : {} });
  const settle = (id: string, outcome: string, token = user.token) => system.http.post<TopUp>(`/users/payment/sandbox/${id}`, { outcome }, token);
  const balance = async () =>
    (await system.http.get<{ balance: number; topups: number; history: Array<Record<string, unknown>> }>('/users/balance', user.token)).body;

  it('says a method is unavailable while no provider is connected and test mode is off', async () => {
    const methods = await system.http.get<{ testMode: boolean; methods: Record<string, { available: boolean; min: number }> }>('/users/payment/methods', user.token);
    expect(methods.body).toMatchObject({ testMode: false, methods: { card: { available: false, min: 1 }, payeer: { available: false, min: 5 } } });
    const refused = await pay({ amount: 10, method: 'card' });
    expect([refused.status, refused.body['code' as never]]).toEqual([409, 'BILLING.PROVIDER_UNAVAILABLE']);
    expect((await settle('6f1c1c1e-1111-4111-8111-111111111111', 'paid')).status).toBe(409);
  });

  describe('in test mode', () => {
    beforeAll(async () => {
      await system.http.patch('/admin/testmode', { testMode: true }, admin);
    });

    it.each([
      [{ amount: 4, method: 'payeer' }, 'sumMin'],
      [{ amount: 0.5, method: 'card' }, 'sumMin'],
      [{ amount: 'ten', method: 'card' }, 'format'],
      [{ amount: 10.001, method: 'card' }, 'format'],
      [{ amount: 10, method: 'cash' }, 'method'],
      [{ amount: 10, method: 'crypto', coin: 'BTC', network: 'TRC20' }, 'network'],
      [{ amount: 10, method: 'crypto', coin: 'DOGE', network: 'Dogecoin' }, 'coin'],
    ])('refuses %j with 400 (%s)', async (body, key) => {
      const reply = await pay(body);
      expect(reply.status).toBe(400);
      expect(Object.values(reply.body['fields' as never] as object)).toEqual([key]);
    });

    it('pays a card top-up once, minus the 2% fee, however often the sandbox is pressed', async () => {
      const before = await balance();
      const created = await pay({ amount: 10, method: 'card' }, user.token, 'order-0001');
      expect(created.status).toBe(201);
      expect(created.body.topUp).toMatchObject({ status: 'pending', amount: 10, fee: 0.2, cashback: 0 });
      expect(created.body.redirectUrl).toBe(`/payment/sandbox/${created.body.topUp.topUpId}`);
      expect((await pay({ amount: 10, method: 'card' }, user.token, 'order-0001')).body.topUp.topUpId).toBe(created.body.topUp.topUpId);

      const results = await Promise.all(Array.from({ length: 10 }, () => settle(created.body.topUp.topUpId, 'paid')));
      expect(results.every((r) => r.status === 200 && r.body.status === 'paid')).toBe(true);
      const after = await balance();
      expect(after).toMatchObject({ balance: before.balance + 9.8, topups: before.topups + 10, ban: false });
      // The list of top-ups comes with the balance, newest first.
      expect(after.history[0]).toMatchObject({ topUpId: created.body.topUp.topUpId, status: 'paid', amount: 10, fee: 0.2 });
    });

    it('credits 15% cashback from $1000, and nothing for a failed payment', async () => {
      const before = await balance();
      expect((await pay({ amount: 10, method: 'crypto', coin: 'BTC', network: 'Bitcoin' })).status).toBe(201);
      const big = await pay({ amount: 1000, method: 'crypto', coin: 'USDT', network: 'TRC20' });
      expect(big.body.topUp).toMatchObject({ fee: 20, cashback: 150 });
      await settle(big.body.topUp.topUpId, 'paid');
      const failed = await pay({ amount: 5, method: 'payeer' });
      expect((await settle(failed.body.topUp.topUpId, 'failed')).body.status).toBe('failed');
      expect((await settle(failed.body.topUp.topUpId, 'paid')).body.status).toBe('failed');
      const after = await balance();
      expect(after.balance).toBeCloseTo(before.balance + 1130, 6);
      expect(after.topups).toBeCloseTo(before.topups + 1000, 6);
      const history = await system.http.get<TopUp[]>('/users/topups', user.token);
      expect(history.body.map((t) => t.status)).toEqual(expect.arrayContaining(['paid', 'failed']));
    });

    it('pushes the new balance to the payer\'s socket only, and mails a receipt', async () => {
      const account = await registerVerified(system);
      const other = await registerVerified(system);
      const payer = connectUserSocket(system.baseUrl, account.token);
      const bystander = connectUserSocket(system.baseUrl, other.token);
      const stranger = connectUserSocket(system.baseUrl, 'not-a-token');
      const strangerGone = stranger.next('disconnect');
      try {
        // Greetings are listened for from the start: the bystander may be greeted before the payer.
        await expect(payer.greeted).resolves.toEqual({ userId: account._id });
        await expect(bystander.greeted).resolves.toEqual({ userId: other._id });
        // The SPEC's client announces itself too; the token decides, a claimed id only matches or not.
        await expect(payer.socket.emitWithAck('user_connected', account._id)).resolves.toEqual({ ok: true, userId: account._id });
        await expect(payer.socket.emitWithAck('user_connected', other._id)).resolves.toEqual({ ok: false, userId: account._id });
        await strangerGone;
        expect(stranger.received.map((r) => r.event)).toEqual(['unauthorized']);

        const pushed = payer.next<{ balance: number }>('balance');
        const created = await pay({ amount: 20, method: 'card' }, account.token);
        await settle(created.body.topUp.topUpId, 'paid', account.token);
        expect(await pushed).toEqual({ balance: 19.6 });

        const receipt = await system.smtp.nextMailTo(account.email);
        expect(receipt.subject).toBe('SimRelay: your balance was topped up by $19.60');
        expect(receipt.text).toContain('$20.00');
        expect(receipt.text).toContain(created.body.topUp.topUpId);
        expect(bystander.received.filter((r) => r.event === 'balance')).toEqual([]);
      } finally {
        [payer, bystander, stranger].forEach((s) => s.close());
      }
    }, 20_000);

    it('keeps one user out of another\'s payment, and banned users out of payments', async () => {
      const other = await registerVerified(system);
      const mine = await pay({ amount: 3, method: 'card' });
      expect((await settle(mine.body.topUp.topUpId, 'paid', other.token)).status).toBe(404);
      await system.http.patch(`/admin/users/${other._id}`, { ban: true }, admin);
      expect((await pay({ amount: 3, method: 'card' }, other.token)).status).toBe(403);
    });
  });
});
