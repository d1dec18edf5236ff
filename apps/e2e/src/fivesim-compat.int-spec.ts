import { waitFor } from '@simrelay/testing';
import { Account, registerVerified } from './support/accounts';
import { AgentReports, gbSims, TestSim } from './support/agent-reports';
import { startSystemWithSims, SystemWithSims } from './support/sim-system';

/** A client written for 5sim's REST API v1, pointed at `<ours>/v1` with our API key as its token. */

interface Order {
  id: number;
  phone: string;
  operator: string;
  product: string;
  price: number;
  status: string;
  expires: string;
  sms: Array<{ created_at: string; date: string; sender: string; text: string; code: string }>;
  created_at: string;
  country: string;
}

describe('5sim protocol conformance', () => {
  let sut: SystemWithSims;
  let agent: AgentReports;
  const sims = gbSims(6);

  beforeAll(async () => {
    sut = await startSystemWithSims(sims, { varyClientAddress: true });
    ({ agent } = sut);
  }, 120_000);
  afterAll(() => sut?.stop());

  /** As its clients call it: GET, `Accept: application/json`, the token as Bearer. */
  const call = async (path: string, token?: string) => {
    const response = await fetch(`${sut.system.baseUrl}/v1${path}`, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.status, text: await response.text() };
  };
  const ok = async <T>(path: string, token?: string): Promise<T> => {
    const reply = await call(path, token);
    expect({ path, status: reply.status }).toEqual({ path, status: 200 });
    return JSON.parse(reply.text) as T;
  };
  const refused = async (path: string, token: string | undefined, status: number, text: string) => {
    expect(await call(path, token)).toEqual({ status, text });
  };
  const funded = async (amount: number): Promise<Account> => {
    const user = await registerVerified(sut.system);
    expect((await sut.fund(user._id, amount)).status).toBe(200);
    return user;
  };
  const simOf = (order: Order) => sims.find((s) => s.number === order.phone) as TestSim;

  it('lists countries, products and prices to guests', async () => {
    const countries = await ok<Record<string, Record<string, unknown>>>('/guest/countries');
    expect(countries['england']).toMatchObject({ iso: { gb: 1 }, prefix: { '+44': 1 }, text_en: 'United Kingdom', any: { activation: 1 }, o2: { activation: 1 } });
    const products = await ok<Record<string, { Category: string; Qty: number; Price: number }>>('/guest/products/england/any');
    const telegram = products['telegram'] as { Price: number };
    expect(products['telegram']).toEqual({ Category: 'activation', Qty: sims.length, Price: telegram.Price });
    expect(await ok('/guest/prices?country=england&product=telegram')).toEqual({ england: { telegram: { any: { cost: telegram.Price, count: sims.length } } } });
    expect(await ok('/guest/prices?product=telegram')).toMatchObject({ telegram: { england: { any: { cost: telegram.Price, count: sims.length } } } });
    await refused('/guest/products/narnia/any', undefined, 400, 'bad country');
    await refused('/guest/products/england/nobody', undefined, 400, 'bad operator');
  });

  it('buys, reads the SMS, finishes; cancels and bans for nothing', async () => {
    const user = await funded(10);
    const token = user.apiKey;
    await refused('/user/profile', undefined, 401, '');
    await refused('/user/profile', 'x'.repeat(40), 401, '');
    expect(await ok('/user/profile', token)).toMatchObject({ email: user.email, balance: 10, rating: 96, frozen_balance: 0 });

    const order = await ok<Order>('/user/buy/activation/england/any/telegram', token);
    expect(Number.isInteger(order.id)).toBe(true);
    expect(order).toMatchObject({ operator: expect.any(String), product: 'telegram', status: 'RECEIVED', sms: [], country: 'england' });
    expect(order.phone).toMatch(/^\+447700\d{6}$/);
    // A 15-minute order (the expiry is set as the purchase begins, the creation time as it is stored).
    const lifetime = new Date(order.expires).getTime() - new Date(order.created_at).getTime();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    expect(await ok('/user/profile', token)).toMatchObject({ balance: 10 - order.price, frozen_balance: order.price });

    await agent.sms(simOf(order), 'Telegram', 'Your Telegram code 55555');
    const checked = await waitFor(async () => {
      const now = await ok<Order>(`/user/check/${order.id}`, token);
      return now.sms.length ? now : undefined;
    }, 'the SMS');
    expect(checked.status).toBe('RECEIVED');
    expect(checked.sms[0]).toMatchObject({ sender: 'Telegram', text: 'Your Telegram code 55555', code: '55555' });
    expect(await ok(`/user/sms/inbox/${order.id}`, token)).toEqual({
      Data: [expect.objectContaining({ ID: 1, code: '55555', is_wave: false, wave_uuid: '' })], Total: 1,
    });
    await refused(`/user/cancel/${order.id}`, token, 400, 'order has sms');
    expect((await ok<Order>(`/user/finish/${order.id}`, token)).status).toBe('FINISHED');
    await refused(`/user/finish/${order.id}`, token, 400, 'order expired');

    const cancelled = await ok<Order>('/user/buy/activation/england/any/whatsapp', token);
    await refused(`/user/finish/${cancelled.id}`, token, 400, 'order has no sms');
    expect((await ok<Order>(`/user/cancel/${cancelled.id}`, token)).status).toBe('CANCELED');
    const banned = await ok<Order>('/user/buy/activation/england/any/discord', token);
    expect((await ok<Order>(`/user/ban/${banned.id}`, token)).status).toBe('BANNED');
    expect(await ok('/user/profile', token)).toMatchObject({ balance: 10 - order.price, frozen_balance: 0 });

    const history = await ok<{ Data: Order[]; Total: number }>('/user/orders?category=activation&limit=2', token);
    expect(history.Total).toBe(3);
    expect(history.Data.map((o) => o.id)).toEqual([banned.id, cancelled.id]);
    expect(await ok('/user/orders?category=hosting', token)).toEqual({ Data: [], ProductNames: [], Statuses: [], Total: 0 });
  });

  it('takes a code from a call with voice=1', async () => {
    const user = await funded(5);
    const order = await ok<Order>('/user/buy/activation/england/any/viber?voice=1', user.apiKey);
    await agent.call(simOf(order), '+447911123456');
    const checked = await waitFor(async () => {
      const now = await ok<Order>(`/user/check/${order.id}`, user.apiKey);
      return now.sms.length ? now : undefined;
    }, 'the call');
    expect(checked.sms[0]?.code).toBe('3456');
    expect((await ok<Order>(`/user/finish/${order.id}`, user.apiKey)).status).toBe('FINISHED');
  });

  it('answers its plain-text errors', async () => {
    const user = await funded(5);
    const token = user.apiKey;
    await refused('/user/buy/activation/narnia/any/telegram', token, 400, 'bad country');
    await refused('/user/buy/activation/any/any/telegram', token, 400, 'select country');
    await refused('/user/buy/activation/england/Bad!/telegram', token, 400, 'bad operator');
    await refused('/user/buy/activation/england/any/zz', token, 400, 'no product');
    await refused('/user/buy/activation/germany/any/telegram', token, 400, 'no free phones');
    await refused('/user/buy/activation/england/any/telegram?maxPrice=0.0001', token, 400, 'no free phones');
    await refused('/user/buy/hosting/england/any/3hours', token, 400, 'no product');
    // No SIM here is for rent.
    await refused('/user/buy/hosting/england/any/1day', token, 400, 'no free phones');
    await refused('/user/check/999999', token, 400, 'order not found');
    await refused('/user/check/abc', token, 400, 'order not found');
    const poor = await registerVerified(sut.system);
    await refused('/user/buy/activation/england/any/telegram', poor.apiKey, 400, 'not enough user balance');
    expect(await ok('/user/profile', token)).toMatchObject({ balance: 5 });
  });
});
