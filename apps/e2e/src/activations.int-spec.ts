import { ActivationView } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import type { Client } from 'pg';
import { Account, adminToken, registerVerified } from './support/accounts';
import { AgentReports, gbSims, TestSim } from './support/agent-reports';
import { startSystemWithSims, SystemWithSims } from './support/sim-system';
import type { System } from './support/system';
import { connectUserSocket } from './support/user-socket';

/**
 * One-time activations through the gateway, with SIMs reported the way the edge agent reports
 * them: buy, receive, charge once; cancel, time out and refuse, charging nothing.
 */

describe('one-time activations', () => {
  let sut: SystemWithSims;
  let system: System;
  let agent: AgentReports;
  let db: Client;
  // Enough that the five purchases of 'refuses with the SPEC codes' always find a SIM: one is
  // held by the call test, and each service may have used one already (never sold twice for it).
  // With six, a random pick could leave the last service only the SIM that served it (seen once).
  const sims = gbSims(8);

  beforeAll(async () => {
    sut = await startSystemWithSims(sims, { varyClientAddress: true });
    ({ system, agent, db } = sut);
  }, 120_000);
  afterAll(() => sut?.stop());

  const fund = async (account: Account, amount: number) => {
    expect((await sut.fund(account._id, amount)).status).toBe(200);
  };
  const balance = async (account: Account) => (await system.http.get<{ balance: number }>('/users/balance', account.token)).body.balance;
  const buy = (account: Account, body: object) => system.http.post<ActivationView>('/numbers/one', body, account.token);
  const simOf = (view: ActivationView): TestSim => sims.find((s) => s.number === view.number) as TestSim;
  const act = (account: Account, name: string, view: ActivationView) =>
    system.http.get<ActivationView>(`/numbers/${name}/${view.numberId}?activationId=${view.activationId}`, account.token);
  const price = async (service: string) => (await system.http.get<{ price: number }>(`/services/otp?country=GB&service=${service}`)).body.price;

  it('sells a number, delivers the code over the socket and the API, and charges once', async () => {
    const user = await registerVerified(system);
    await fund(user, 10);
    const tg = await price('tg');
    // The catalog's list counts what could be sold now: every SIM is free and unused.
    const listed = await system.http.get<{ items: Array<{ code: string; count: number }> }>('/services?country=GB');
    expect(listed.body.items.find((s) => s.code === 'tg')?.count).toBe(sims.length);
    const socket = connectUserSocket(system.baseUrl, user.token);
    try {
      await socket.next('user_connected');
      const bought = await buy(user, { service: 'tg', country: 'GB' });
      expect(bought.status).toBe(201);
      expect(bought.body).toMatchObject({ service: 'tg', country: 'GB', status: 'active', price: tg });
      expect(await balance(user)).toBeCloseTo(10 - tg, 6);

      const pushed = socket.next<{ sms: { activationId: string; message: { code: string } }; balance: number }>('message');
      const key = await agent.sms(simOf(bought.body), 'Telegram', 'Your Telegram code 12345');
      const message = await pushed;
      expect(message.sms).toMatchObject({ activationId: bought.body.activationId, message: { code: '12345' } });
      expect(message.balance).toBeCloseTo(10 - tg, 6);

      // The same report again (a redelivery) charges nothing more and adds no message.
      await agent.sms(simOf(bought.body), 'Telegram', 'Your Telegram code 12345', key);
      const current = await system.http.get<ActivationView[]>('/numbers/current', user.token);
      expect(current.body).toEqual([expect.objectContaining({ status: 'received', messages: [expect.objectContaining({ code: '12345', sender: 'Telegram' })] })]);
      // A later code charges nothing: its push carries no balance (the one shown stays right).
      const again = socket.next<{ sms: { message: { code: string } }; balance?: number }>('message');
      await agent.sms(simOf(bought.body), 'Telegram', 'Your Telegram code 67890');
      const later = await again;
      expect(later.sms.message.code).toBe('67890');
      expect(later).not.toHaveProperty('balance');
      const finished = await act(user, 'deactivate', bought.body);
      expect(finished.body.status).toBe('finished');
      expect(await balance(user)).toBeCloseTo(10 - tg, 6);
      const history = await system.http.get<{ items: ActivationView[]; total: number }>('/activations', user.token);
      expect(history.body.total).toBe(1);
      const messages = await system.http.get<{ messages: unknown[]; balance: number }>(`/activations/messages/${bought.body.activationId}?balance=true`, user.token);
      expect(messages.body.messages).toHaveLength(2);
      expect(messages.body.balance).toBeCloseTo(10 - tg, 6);
    } finally {
      socket.close();
    }
  });

  it('charges nothing when cancelled or timed out, and never gives a number twice to one service', async () => {
    const user = await registerVerified(system);
    await fund(user, 5);
    const first = (await buy(user, { service: 'wa', country: 'GB' })).body;
    const cancelled = await act(user, 'cancel', first);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await balance(user)).toBeCloseTo(5, 6);

    const second = (await buy(user, { service: 'wa', country: 'GB' })).body;
    expect(second.numberId).not.toBe(first.numberId);
    await db.query(`UPDATE activations.activations SET expires_at = now() - interval '1 second' WHERE id = $1`, [second.activationId]);
    await waitFor(async () => ((await db.query('SELECT status FROM activations.activations WHERE id = $1', [second.activationId])).rows[0].status === 'timeout' ? true : undefined), 'the timeout');
    await waitFor(async () => ((await balance(user)) === 5 ? true : undefined), 'the hold to be voided');
    // A message after the end goes nowhere and charges nothing.
    await agent.sms(simOf(second), 'WhatsApp', 'Your WhatsApp code 123-456');
    expect(await balance(user)).toBeCloseTo(5, 6);
  });

  it('bans a user whose activations end without SMS more often in a row than their limit, until an admin lifts it', async () => {
    const admin = await adminToken(system);
    const user = await registerVerified(system);
    await fund(user, 5);
    expect((await system.http.patch(`/admin/users/limit/${user._id}`, { banLimit: 2 }, admin)).status).toBe(200);
    const buyAndCancel = async (service: string) => {
      const bought = await buy(user, { service, country: 'GB' });
      expect(bought.status).toBe(201);
      expect((await act(user, 'cancel', bought.body)).body.status).toBe('cancelled');
    };
    // Two without SMS, then a code: the count starts again.
    await buyAndCancel('vk');
    await buyAndCancel('ok');
    const coded = (await buy(user, { service: 'ds', country: 'GB' })).body;
    await agent.sms(simOf(coded), 'Discord', 'Your Discord security code is: 582013');
    await waitFor(async () => ((await act(user, 'deactivate', coded)).body.status === 'finished' ? true : undefined), 'the code, then the finish');
    await buyAndCancel('ig');
    await buyAndCancel('tw');
    expect((await system.http.get<{ ban: boolean }>('/users/me', user.token)).body).toMatchObject({ ban: false });
    // The third in a row is one more than the limit.
    await buyAndCancel('vi');
    const refused = await buy(user, { service: 'ma', country: 'GB' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Your account is banned due to rules violations' });

    // Lifted: the ends counted towards the ban are not counted again.
    expect((await system.http.patch(`/admin/users/${user._id}`, { ban: false }, admin)).status).toBe(200);
    await buyAndCancel('ma');
    await buyAndCancel('ya');
    expect((await system.http.get<{ ban: boolean }>('/users/me', user.token)).body).toMatchObject({ ban: false });
  });

  it('gives a call-verification service the last digits of the calling number', async () => {
    const user = await registerVerified(system);
    await fund(user, 5);
    const bought = (await buy(user, { service: 'vk', country: 'GB' })).body;
    await agent.call(simOf(bought), '+79001234567');
    const current = await waitFor(async () => {
      const views = (await system.http.get<ActivationView[]>('/numbers/current', user.token)).body;
      return views[0]?.messages.length ? views[0] : undefined;
    }, 'the call');
    expect(current.messages[0]).toMatchObject({ kind: 'call', code: '4567' });
    expect(current.status).toBe('received');
    // A service that calls first and then texts: the user gets both, charged once.
    await agent.sms(simOf(bought), 'VK', 'VK: 402913 — код подтверждения. Никому его не говорите.');
    const both = await waitFor(async () => {
      const views = (await system.http.get<ActivationView[]>('/numbers/current', user.token)).body;
      return views[0]?.messages.length === 2 ? views[0] : undefined;
    }, 'the SMS after the call');
    expect(both.messages[1]).toMatchObject({ kind: 'sms', code: '402913' });
    expect(await balance(user)).toBeCloseTo(5 - bought.price, 6);
  });

  it('refuses with the SPEC codes and moves no money', async () => {
    const poor = await registerVerified(system);
    expect((await buy(poor, { service: 'tg', country: 'GB' })).status).toBe(402);
    const user = await registerVerified(system);
    await fund(user, 20);
    expect((await buy(user, { service: 'zz', country: 'GB' })).status).toBe(422);
    expect((await buy(user, { service: 'tg', country: 'DE' })).status).toBe(409);
    expect((await buy(user, { service: 'Telegram!', country: 'GB' })).status).toBe(400);
    expect(await balance(user)).toBeCloseTo(20, 6);
    const views = [];
    for (const service of ['ig', 'fb', 'go', 'tw', 'ds']) views.push((await buy(user, { service, country: 'GB' })).status);
    expect(views).toEqual([201, 201, 201, 201, 201]);
    // 407 is the public API's code; fetch cannot read a 407, so the web routes answer 409 with its code.
    const sixth = await buy(user, { service: 'mm', country: 'GB' });
    expect([sixth.status, sixth.body['code' as never]]).toEqual([409, 'ACTIVATIONS.TOO_MANY']);
    const current = (await system.http.get<ActivationView[]>('/numbers/current', user.token)).body;
    for (const view of current) expect((await act(user, 'cancel', view)).status).toBe(200);
    expect(await balance(user)).toBeCloseTo(20, 6);
  });

  it('refuses bad input on the activation routes with 400, others\' activations with 404, ended ones with 409', async () => {
    const user = await registerVerified(system);
    const stranger = await registerVerified(system);
    await fund(user, 5);
    const fields = (reply: { body: unknown }) => (reply.body as Record<string, unknown>)['fields'];
    expect((await system.http.post('/numbers/one', { service: 'tg', country: 'GB' })).status).toBe(401);
    expect(fields(await buy(user, { service: 'tg', country: 'GB', maxPrice: 'cheap' }))).toEqual({ maxPrice: 'format' });
    expect(fields(await buy(user, { service: 'tg', country: 'gb' }))).toEqual({ country: 'country' });
    expect(fields(await buy(user, { service: 'tg', country: 'GB', admin: true }))).toEqual({ admin: 'unknown' });
    const tooCheap = await buy(user, { service: 'tg', country: 'GB', maxPrice: 0.01 });
    expect([tooCheap.status, tooCheap.body['code' as never]]).toEqual([409, 'ACTIVATIONS.NO_NUMBERS']);
    expect(await balance(user)).toBeCloseTo(5, 6);

    const view = (await buy(user, { service: 'go', country: 'GB' })).body;
    expect((await system.http.get(`/numbers/cancel/not-a-uuid?activationId=${view.activationId}`, user.token)).status).toBe(400);
    expect(fields(await system.http.get(`/numbers/cancel/${view.numberId}?activationId=nope`, user.token))).toEqual({ activationId: 'format' });
    expect((await act(stranger, 'cancel', view)).status).toBe(404);
    expect((await system.http.get(`/activations/messages/${view.activationId}`, stranger.token)).status).toBe(404);
    const early = await act(user, 'deactivate', view);
    expect([early.status, early.body['code' as never]]).toEqual([409, 'ACTIVATIONS.CLOSED']);
    expect((await act(user, 'cancel', view)).status).toBe(200);
    const again = await act(user, 'cancel', view);
    expect([again.status, again.body['code' as never]]).toEqual([409, 'ACTIVATIONS.CLOSED']);
    expect(fields(await system.http.get('/activations?page=0', user.token))).toEqual({ page: 'min' });
    expect(fields(await system.http.get('/activations?limit=1000', user.token))).toEqual({ limit: 'max' });
    expect(await balance(user)).toBeCloseTo(5, 6);
  });
});
