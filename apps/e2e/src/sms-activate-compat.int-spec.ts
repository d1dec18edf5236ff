import { waitFor } from '@simrelay/testing';
import { Account, registerVerified } from './support/accounts';
import { AgentReports, gbSims, TestSim } from './support/agent-reports';
import { startSystemWithSims, SystemWithSims } from './support/sim-system';

/**
 * A client written for SMS-Activate's handler_api.php, pointed at us with our API key: the four
 * ways such clients send a request, ids read the way they read them, answers compared byte for byte.
 */

type Params = Record<string, string>;
type Send = (params: Params) => Promise<string>;

describe('SMS-Activate protocol conformance', () => {
  let sut: SystemWithSims;
  let agent: AgentReports;
  const sims = gbSims(8);
  let url: string;

  beforeAll(async () => {
    sut = await startSystemWithSims(sims, { varyClientAddress: true });
    ({ agent } = sut);
    url = `${sut.system.baseUrl}/stubs/handler_api.php`;
  }, 120_000);
  afterAll(() => sut?.stop());

  const answer = async (response: Promise<Response>): Promise<string> => {
    const reply = await response;
    expect(reply.status).toBe(200);
    return reply.text();
  };
  /** GET with the parameters in the query, as most clients do. */
  const get: Send = (params) => answer(fetch(`${url}?${new URLSearchParams(params)}`));
  /** POST with the parameters in the query and no body (aiosmsactivate and others). */
  const postQuery: Send = (params) => answer(fetch(`${url}?${new URLSearchParams(params)}`, { method: 'POST' }));
  /** POST with an urlencoded form body. */
  const postForm: Send = (params) => answer(fetch(url, { method: 'POST', body: new URLSearchParams(params) }));
  /** POST with a multipart form body. */
  const postMultipart: Send = (params) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(params)) form.append(name, value);
    return answer(fetch(url, { method: 'POST', body: form }));
  };
  const json = async <T>(text: Promise<string>): Promise<T> => JSON.parse(await text) as T;
  /** Its history's first date (`YYYY-MM-DD HH:mm:ss`, UTC) as ISO 8601. */
  const firstDate = (history: Array<Record<string, unknown>>): string => `${String(history[0]?.['date']).replace(' ', 'T')}Z`;

  /** What such clients do with `ACCESS_NUMBER:<id>:<phone>`: split on ':' and parse the id as an integer. */
  const accessNumber = (text: string) => {
    const [token, id, phone] = text.split(':');
    expect(token).toBe('ACCESS_NUMBER');
    const parsed = Number.parseInt(id as string, 10);
    expect(String(parsed)).toBe(id);
    return { id: parsed, phone: phone as string, sim: sims.find((s) => s.number === `+${phone}`) as TestSim };
  };

  const funded = async (amount: number): Promise<Account> => {
    const user = await registerVerified(sut.system);
    expect((await sut.fund(user._id, amount)).status).toBe(200);
    return user;
  };

  it('buys, reads a code, asks for another, reads it and finishes, charging once (GET)', async () => {
    const user = await funded(10);
    const key = { api_key: user.apiKey };
    expect(await get({ ...key, action: 'getBalance' })).toBe('ACCESS_BALANCE:10.00');
    expect(await get({ ...key, action: 'getBalanceAndCashBack' })).toBe('ACCESS_BALANCE:10.00');
    const counts = await json<Record<string, string>>(get({ ...key, action: 'getNumbersStatus', country: '16' }));
    expect([counts['tg_0'], counts['tg']]).toEqual([String(sims.length), String(sims.length)]);
    const prices = await json<Record<string, Record<string, { cost: number; count: number }>>>(get({ ...key, action: 'getPrices', country: '16', service: 'tg' }));
    expect(Object.keys(prices)).toEqual(['16']);
    const cost = prices['16']?.['tg']?.cost as number;
    expect(prices['16']?.['tg']).toEqual({ cost, count: sims.length, physicalCount: sims.length });

    const { id, sim } = accessNumber(await get({ ...key, action: 'getNumber', service: 'tg', country: '16', operator: 'any', lang: 'en', ref: 'x' }));
    expect(sim).toBeDefined();
    const status = (): Promise<string> => get({ ...key, action: 'getStatus', id: String(id) });
    expect(await status()).toBe('STATUS_WAIT_CODE');
    expect(await get({ ...key, action: 'setStatus', id: String(id), status: '1' })).toBe('ACCESS_READY');
    expect(await json(get({ ...key, action: 'getStatusV2', id: String(id) }))).toEqual({ verificationType: 0, sms: null, call: null });

    await agent.sms(sim, 'Telegram', 'Your Telegram code 55555');
    await waitFor(async () => ((await status()) === 'STATUS_OK:55555' ? true : undefined), 'the first code');
    const v2 = await json<{ sms: { code: string; text: string; dateTime: string } }>(get({ ...key, action: 'getStatusV2', id: String(id) }));
    expect(v2.sms).toMatchObject({ code: '55555', text: 'Your Telegram code 55555' });
    expect(v2.sms.dateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    expect(await get({ ...key, action: 'setStatus', id: String(id), status: '3' })).toBe('ACCESS_RETRY_GET');
    expect(await status()).toBe('STATUS_WAIT_RETRY:55555');
    await agent.sms(sim, 'Telegram', 'Telegram code 66666');
    await waitFor(async () => ((await status()) === 'STATUS_OK:66666' ? true : undefined), 'the second code');
    expect(await get({ ...key, action: 'setStatus', id: String(id), status: '6' })).toBe('ACCESS_ACTIVATION');
    expect(await get({ ...key, action: 'getBalance' })).toBe(`ACCESS_BALANCE:${(10 - cost).toFixed(2)}`);
    expect(await get({ ...key, action: 'setStatus', id: String(id), status: '8' })).toBe('BAD_STATUS');

    const history = await json<Array<Record<string, unknown>>>(get({ ...key, action: 'getHistory' }));
    expect(history).toEqual([expect.objectContaining({ id, phone: sim.number.slice(1), cost: expect.any(String), status: '6', currency: 840 })]);
    expect(Number(history[0]?.['cost'])).toBe(cost);
    const now = Math.floor(Date.parse(firstDate(history)) / 1000);
    expect((await json<Array<{ id: number }>>(get({ ...key, action: 'getHistory', start: String(now - 60), end: String(now + 60) }))).map((h) => h.id)).toEqual([id]);
    expect(await json(get({ ...key, action: 'getHistory', start: '1000', end: '2000' }))).toEqual([]);
    expect(await get({ ...key, action: 'getHistory', start: '2000', end: '1000' })).toBe('WRONG_DATE');
    expect(await get({ ...key, action: 'getHistory', start: String(now - 40 * 86_400), end: String(now) })).toBe('WRONG_DATE');
    // The order number is the activation's id in the public API too.
    const rest = await sut.system.http.get<{ orderNumber: number; status: string }>(`/api/activations/${id}`, user.apiKey);
    expect(rest.body).toMatchObject({ orderNumber: id, status: 'finished' });
  });

  it('buys with getNumberV2 once per orderId, lists and cancels it for nothing (POST forms)', async () => {
    const user = await funded(5);
    const key = { api_key: user.apiKey };
    const bought = await json<Record<string, unknown>>(postForm({ ...key, action: 'getNumberV2', service: 'wa', country: '16', orderId: 'shop-order-17' }));
    expect(bought).toMatchObject({ currency: 840, countryCode: '16', canGetAnotherSms: '1' });
    expect(Number.isInteger(bought['activationId'])).toBe(true);
    expect(String(bought['phoneNumber'])).toMatch(/^447700\d{6}$/);
    expect(await postForm({ ...key, action: 'getNumberV2', service: 'wa', country: '16', orderId: 'shop-order-17' })).toBe('ORDER_ALREADY_EXISTS');

    const active = await json<{ status: string; activeActivations: Array<Record<string, unknown>> }>(postMultipart({ ...key, action: 'getActiveActivations' }));
    expect(active.status).toBe('success');
    expect(active.activeActivations).toEqual([
      expect.objectContaining({ activationId: String(bought['activationId']), serviceCode: 'wa', phoneNumber: bought['phoneNumber'], activationStatus: '4', smsCode: null }),
    ]);
    const id = String(bought['activationId']);
    expect(await postQuery({ ...key, action: 'setStatus', id, status: '8' })).toBe('ACCESS_CANCEL');
    expect(await postMultipart({ ...key, action: 'getStatus', id })).toBe('STATUS_CANCEL');
    expect(await postQuery({ ...key, action: 'getStatusV2', id })).toBe('STATUS_CANCEL');
    expect(await postForm({ ...key, action: 'getActiveActivations' })).toBe('{"status":"error","error":"NO_ACTIVATIONS"}');
    expect(await postMultipart({ ...key, action: 'getBalance' })).toBe('ACCESS_BALANCE:5.00');
  });

  it('takes a code from a call with activationType=1: the caller\'s last digits', async () => {
    const user = await funded(5);
    const key = { api_key: user.apiKey };
    const { id, sim } = accessNumber(await get({ ...key, action: 'getNumber', service: 'vi', country: '16', activationType: '1' }));
    await agent.call(sim, '+447911123456');
    await waitFor(async () => ((await get({ ...key, action: 'getStatus', id: String(id) })) === 'STATUS_OK:3456' ? true : undefined), 'the call code');
    expect(await json(get({ ...key, action: 'getStatusV2', id: String(id) }))).toEqual({
      verificationType: 1, sms: null, call: expect.objectContaining({ from: '+447911123456', code: '3456' }),
    });
    expect(await postForm({ ...key, action: 'setStatus', id: String(id), status: '6' })).toBe('ACCESS_ACTIVATION');
  });

  it('lists what is on sale in its shapes', async () => {
    const user = await funded(1);
    const key = { api_key: user.apiKey };
    const countries = await json<Record<string, Record<string, unknown>>>(get({ ...key, action: 'getCountries' }));
    expect(countries['16']).toEqual({ id: 16, rus: expect.any(String), eng: 'United Kingdom', chn: expect.any(String), visible: 1, retry: 1, rent: 1, multiService: 0 });
    const services = await json<{ status: string; services: Array<{ code: string; name: string }> }>(get({ ...key, action: 'getServicesList', country: '16' }));
    expect(services.status).toBe('success');
    expect(services.services).toContainEqual({ code: 'tg', name: 'Telegram' });
    const operators = await json<{ status: string; countryOperators: Record<string, string[]> }>(get({ ...key, action: 'getOperators', country: '16' }));
    expect(operators.status).toBe('success');
    expect(operators.countryOperators['16']?.length).toBeGreaterThan(0);
    const top = await json<Record<string, Record<string, unknown>>>(get({ ...key, action: 'getTopCountriesByService', service: 'ig', freePrice: 'true' }));
    expect(top['0']).toMatchObject({ country: 16, count: sims.length, freePriceMap: expect.any(Object) });
    expect(await get({ ...key, action: 'getTopCountriesByService' })).toBe('BAD_SERVICE');
    expect(await get({ ...key, action: 'getNumbersStatus', country: '999' })).toBe('WRONG_COUNTRY_ID');
  });

  it('answers every error token in the situation it is defined for', async () => {
    const user = await funded(5);
    const key = { api_key: user.apiKey };
    expect(await get({ api_key: 'x'.repeat(40), action: 'getBalance' })).toBe('BAD_KEY');
    expect(await postForm({ action: 'getBalance' })).toBe('BAD_KEY');
    expect(await get({ ...key, action: 'explode' })).toBe('BAD_ACTION');
    // Deprecated by SMS-Activate and not answered here: an unknown action.
    expect(await get({ ...key, action: 'getContinueRentPriceNumber', id: '2' })).toBe('BAD_ACTION');
    expect(await get({ ...key, action: 'getNumber', service: 'zz', country: '16' })).toBe('BAD_SERVICE');
    expect(await get({ ...key, action: 'getNumber', service: 'tg', country: '999' })).toBe('WRONG_COUNTRY_ID');
    expect(await get({ ...key, action: 'getNumber', service: 'tg', country: '43' })).toBe('NO_NUMBERS');
    expect(await get({ ...key, action: 'getNumber', service: 'tg', country: '16', operator: 'Not An Operator!' })).toBe('WRONG_OPERATOR');
    const price = (await json<Record<string, Record<string, { cost: number }>>>(get({ ...key, action: 'getPrices', country: '16', service: 'tg' })))['16']?.['tg']?.cost;
    expect(await get({ ...key, action: 'getNumber', service: 'tg', country: '16', maxPrice: '0.0001' })).toBe(`WRONG_MAX_PRICE:${price}`);
    expect(await get({ ...key, action: 'getNumber', service: 'tg', country: '16', maxPrice: 'cheap' })).toBe(`WRONG_MAX_PRICE:${price}`);
    expect(await get({ ...key, action: 'getNumber', service: 'tg', country: '16', phoneException: '7918,abc' })).toBe('WRONG_EXCEPTION_PHONE');
    expect(await get({ ...key, action: 'getNumber', service: 'tg', country: '16', activationType: '2' })).toBe('NO_NUMBERS');
    expect(await get({ ...key, action: 'getStatus', id: '999999' })).toBe('NO_ACTIVATION');
    expect(await get({ ...key, action: 'getStatus', id: 'abc' })).toBe('NO_ACTIVATION');
    expect(await get({ ...key, action: 'setStatus', id: 'abc', status: '8' })).toBe('WRONG_ACTIVATION_ID');
    expect(await get({ ...key, action: 'getBalance' })).toBe('ACCESS_BALANCE:5.00');

    // phoneException: every number but the last is left out.
    const last = sims[sims.length - 1] as TestSim;
    const others = sims.filter((s) => s !== last).map((s) => s.number.slice(1)).join(',');
    const excepted = accessNumber(await get({ ...key, action: 'getNumber', service: 'ig', country: '16', phoneException: others }));
    expect(excepted.phone).toBe(last.number.slice(1));
    expect(await get({ ...key, action: 'setStatus', id: String(excepted.id), status: '5' })).toBe('BAD_STATUS');
    expect(await get({ ...key, action: 'setStatus', id: String(excepted.id), status: '6' })).toBe('BAD_STATUS');
    expect(await get({ ...key, action: 'setStatus', id: String(excepted.id), status: '3' })).toBe('BAD_STATUS');
    expect(await get({ ...key, action: 'setStatus', id: String(excepted.id), status: '-1' })).toBe('ACCESS_CANCEL');

    const poor = await registerVerified(sut.system);
    expect(await get({ api_key: poor.apiKey, action: 'getNumber', service: 'tg', country: '16' })).toBe('NO_BALANCE');
    // Another user's activation does not exist for this key.
    expect(await get({ api_key: poor.apiKey, action: 'getStatus', id: String(excepted.id) })).toBe('NO_ACTIVATION');
  });

  it('refuses a sixth open number, and answers a banned account BANNED', async () => {
    const user = await funded(20);
    const key = { api_key: user.apiKey };
    for (const service of ['fb', 'go', 'tw', 'ds', 'mm']) expect(await get({ ...key, action: 'getNumber', service, country: '16' })).toMatch(/^ACCESS_NUMBER:\d+:\d+$/);
    expect(await get({ ...key, action: 'getNumber', service: 'sp', country: '16' })).toBe('NO_NUMBERS_LIMIT');
    expect((await sut.system.http.patch(`/admin/users/${user._id}`, { ban: true }, sut.admin)).status).toBe(200);
    expect(await get({ ...key, action: 'getBalance' })).toBe('BANNED');
  });
});
