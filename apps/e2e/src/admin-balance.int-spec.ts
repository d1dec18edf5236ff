import { adminToken, registerVerified } from './support/accounts';
import { startSystem, System } from './support/system';

/** Balances come from billing; an administrator corrects them with a recorded reason. */
describe('balances and admin adjustments', () => {
  let system: System;
  let admin: string;

  beforeAll(async () => {
    system = await startSystem();
    admin = await adminToken(system);
  }, 90_000);
  afterAll(() => system?.stop());

  it('credits and debits a user, applied once per Idempotency-Key, never below zero', async () => {
    const user = await registerVerified(system);
    const credit = { userId: user._id, amount: 12.5, reason: 'Compensation for ticket 4182' };
    const first = await system.http.request('POST', '/admin/users/balance', { body: credit, token: admin, headers: { 'idempotency-key': 'ticket-4182-a' } });
    expect([first.status, first.body]).toEqual([200, { userId: user._id, balance: 12.5 }]);
    const again = await system.http.request('POST', '/admin/users/balance', { body: credit, token: admin, headers: { 'idempotency-key': 'ticket-4182-a' } });
    expect(again.body).toEqual({ userId: user._id, balance: 12.5 });

    expect((await system.http.get('/users/balance', user.token)).body).toEqual({ balance: 12.5, topups: 0, ban: false, history: [] });
    expect((await system.http.get('/api/balance', user.apiKey)).body).toEqual({ balance: 12.5 });
    const listed = await system.http.get<{ items: Array<{ _id: string; balance: number }> }>(`/admin/users?search=${encodeURIComponent(user.email)}`, admin);
    expect(listed.body.items[0]).toMatchObject({ _id: user._id, balance: 12.5 });

    const debit = await system.http.post('/admin/users/balance', { userId: user._id, amount: -2.25, reason: 'Duplicate compensation' }, admin);
    expect(debit.body).toEqual({ userId: user._id, balance: 10.25 });
    const overdraw = await system.http.post('/admin/users/balance', { userId: user._id, amount: -50, reason: 'Too much' }, admin);
    expect([overdraw.status, overdraw.body['message']]).toEqual([402, 'Insufficient balance to complete the transaction']);
    expect((await system.http.get('/users/balance', user.token)).body['balance']).toBe(10.25);
  });

  it.each([
    [{ amount: 1, reason: 'ok reason' }, 'userId'],
    [{ userId: '6f1c1c1e-1111-4111-8111-111111111111', amount: 0, reason: 'zero' }, 'amount'],
    [{ userId: '6f1c1c1e-1111-4111-8111-111111111111', amount: 'ten', reason: 'text' }, 'amount'],
    [{ userId: '6f1c1c1e-1111-4111-8111-111111111111', amount: 1 }, 'reason'],
  ])('refuses %j with 400 on %s', async (body, field) => {
    const reply = await system.http.post('/admin/users/balance', body, admin);
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body['fields'] as object)).toEqual([field]);
  });

  it('is for administrators only', async () => {
    const user = await registerVerified(system);
    expect((await system.http.post('/admin/users/balance', { userId: user._id, amount: 100, reason: 'self service' }, user.token)).status).toBe(401);
  });
});
