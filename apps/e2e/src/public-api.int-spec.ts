import { ActivationView } from '@simrelay/contracts';
import { request } from 'node:http';
import { waitFor } from '@simrelay/testing';
import { Account, registerVerified } from './support/accounts';
import { AgentReports, gbSims, TestSim } from './support/agent-reports';
import { startSystemWithSims, SystemWithSims } from './support/sim-system';
import type { System } from './support/system';

/**
 * The public REST API with an API key: what is on sale, buying (once per Idempotency-Key, however
 * often a client repeats), reading the status and setting it.
 */

function rawPost(url: string, body: object, apiKey: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('public API', () => {
  let sut: SystemWithSims;
  let system: System;
  let agent: AgentReports;
  const sims = gbSims(10);

  beforeAll(async () => {
    sut = await startSystemWithSims(sims, { varyClientAddress: true });
    ({ system, agent } = sut);
  }, 120_000);
  afterAll(() => sut?.stop());

  const funded = async (amount: number): Promise<Account> => {
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, amount)).status).toBe(200);
    return user;
  };
  const balance = async (user: Account) => (await system.http.get<{ balance: number }>('/api/balance', user.apiKey)).body.balance;
  const buy = (user: Account, body: object, key?: string) =>
    system.http.request<ActivationView>('POST', '/api/activations', { body, token: user.apiKey, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  const status = (user: Account, id: string) => system.http.get<ActivationView>(`/api/activations/${id}`, user.apiKey);
  const setStatus = (user: Account, id: string, value: string) => system.http.post<ActivationView>(`/api/activations/${id}/status`, { status: value }, user.apiKey);
  const simOf = (view: ActivationView): TestSim => sims.find((s) => s.number === view.number) as TestSim;

  it('lists countries, services and availability', async () => {
    const user = await registerVerified(system);
    const countries = await system.http.get<Array<{ code: string; carriers: unknown[] }>>('/api/countries', user.apiKey);
    expect(countries.status).toBe(200);
    expect(countries.body.map((c) => c.code)).toContain('GB');
    const services = await system.http.get<{ items: Array<{ code: string; count: number; price: number }> }>('/api/services?country=GB', user.apiKey);
    const tg = services.body.items.find((s) => s.code === 'tg');
    expect(tg?.count).toBe(sims.length);
    const availability = await system.http.get('/api/availability?country=GB&service=tg', user.apiKey);
    expect(availability.body).toEqual({ service: 'tg', country: 'GB', carrier: null, price: tg?.price, count: sims.length });
    expect((await system.http.get('/api/availability?country=GB&service=zz', user.apiKey)).status).toBe(422);
    expect((await system.http.get('/api/availability?country=Britain&service=tg', user.apiKey)).status).toBe(400);
    expect((await system.http.get('/api/services?country=GB')).status).toBe(401);
    // The API's description, for code generators and the documentation page: no key needed.
    const openapi = await system.http.get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(openapi.body.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.body.paths)).toContain('/api/activations/{id}');
    expect((await system.http.get('/api/services?country=GB', 'not-a-key-but-long-enough')).status).toBe(401);
  });

  it('buys once per Idempotency-Key however often the request is repeated, and reads the code', async () => {
    const user = await funded(10);
    const key = `order-${Date.now()}`;
    const replies = await Promise.all(Array.from({ length: 6 }, () => buy(user, { service: 'tg', country: 'GB' }, key)));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(201));
    const ids = new Set(replies.map((r) => r.body.activationId));
    expect(ids.size).toBe(1);
    const bought = replies[0]?.body as ActivationView;
    expect(await balance(user)).toBeCloseTo(10 - bought.price, 6);
    // Later repeats too, even once the first purchase has moved on.
    expect((await buy(user, { service: 'tg', country: 'GB' }, key)).body.activationId).toBe(bought.activationId);
    expect((await status(user, bought.activationId)).body).toMatchObject({ status: 'active', number: bought.number, messages: [] });

    await agent.sms(simOf(bought), 'Telegram', 'Your Telegram code 24680');
    const received = await waitFor(async () => {
      const view = (await status(user, bought.activationId)).body;
      return view.status === 'received' ? view : undefined;
    }, 'the code');
    expect(received.messages).toEqual([expect.objectContaining({ code: '24680', sender: 'Telegram' })]);
    expect((await setStatus(user, bought.activationId, 'again')).body.status).toBe('received');
    expect((await setStatus(user, bought.activationId, 'finish')).body.status).toBe('finished');
    expect(await balance(user)).toBeCloseTo(10 - bought.price, 6);
    const repeat = await buy(user, { service: 'tg', country: 'GB' }, key);
    expect([repeat.status, repeat.body.status]).toEqual([201, 'finished']);
    expect(await balance(user)).toBeCloseTo(10 - bought.price, 6);
    // Another key is another purchase.
    const other = await buy(user, { service: 'tg', country: 'GB' }, `${key}-2`);
    expect(other.body.activationId).not.toBe(bought.activationId);
    expect((await setStatus(user, other.body.activationId, 'cancel')).body.status).toBe('cancelled');
    const history = await system.http.get<{ total: number }>('/api/activations?limit=5', user.apiKey);
    expect(history.body.total).toBe(2);
  });

  it('a repeat after a refusal tries again instead of answering the refusal', async () => {
    const user = await funded(0.01);
    const key = `retry-${Date.now()}`;
    expect((await buy(user, { service: 'tg', country: 'GB' }, key)).status).toBe(402);
    expect((await sut.fund(user._id, 5)).status).toBe(200);
    const second = await buy(user, { service: 'tg', country: 'GB' }, key);
    expect(second.status).toBe(201);
    expect((await setStatus(user, second.body.activationId, 'cancel')).status).toBe(200);
    expect(await balance(user)).toBeCloseTo(5.01, 6);
  });

  it('answers the SPEC codes: 400, 401, 404, 407, 409, 422', async () => {
    const user = await funded(20);
    const stranger = await funded(1);
    expect((await buy(user, { service: 'tg', country: 'GB' }, 'has spaces')).status).toBe(400);
    expect((await buy(user, { service: 'zz', country: 'GB' })).status).toBe(422);
    expect((await buy(user, { service: 'tg', country: 'DE' })).status).toBe(409);
    expect((await system.http.request('POST', '/api/activations', { body: { service: 'tg', country: 'GB' } })).status).toBe(401);
    const opened: ActivationView[] = [];
    for (const service of ['ig', 'fb', 'go', 'tw', 'ds']) opened.push((await buy(user, { service, country: 'GB' })).body);
    // fetch turns a 407 into a network error (a proxy asking for credentials); API clients read it.
    const sixth = await rawPost(`${system.baseUrl}/api/activations`, { service: 'mm', country: 'GB' }, user.apiKey);
    expect([sixth.status, JSON.parse(sixth.body).code]).toEqual([407, 'ACTIVATIONS.TOO_MANY']);
    const first = opened[0] as ActivationView;
    expect((await status(stranger, first.activationId)).status).toBe(404);
    expect((await setStatus(stranger, first.activationId, 'cancel')).status).toBe(404);
    expect((await status(user, 'not-an-id')).status).toBe(400);
    expect((await setStatus(user, first.activationId, 'explode')).status).toBe(400);
    expect((await setStatus(user, first.activationId, 'finish')).status).toBe(409);
    for (const view of opened) expect((await setStatus(user, view.activationId, 'cancel')).body.status).toBe('cancelled');
    expect((await setStatus(user, first.activationId, 'cancel')).status).toBe(409);
    expect(await balance(user)).toBeCloseTo(20, 6);
  });
});
