import { waitFor } from '@simrelay/testing';
import { Account, registerVerified } from './support/accounts';
import { gbSims, TestSim } from './support/agent-reports';
import { markForRent } from './support/rentals';
import { startSystemWithSims, SystemWithSims } from './support/sim-system';

type Params = Record<string, string>;

/**
 * Long-term numbers through the compatible protocols, as their clients drive them: SMS-Activate's
 * rent actions (GET and POST forms, JSON answers, ids parsed as integers, its error messages) and
 * 5sim's hosting orders. Rentals' order numbers are even, activations' odd: one id space.
 */
describe('rentals over the SMS-Activate and 5sim protocols', () => {
  let sut: SystemWithSims;
  const sims = gbSims(4, 400);
  let url: string;

  beforeAll(async () => {
    sut = await startSystemWithSims(sims, { varyClientAddress: true });
    await markForRent(sut.system, sut.admin, sims);
    url = `${sut.system.baseUrl}/stubs/handler_api.php`;
  }, 120_000);
  afterAll(() => sut?.stop());

  const funded = async (amount: number): Promise<Account> => {
    const user = await registerVerified(sut.system);
    expect((await sut.fund(user._id, amount)).status).toBe(200);
    return user;
  };
  const text = async (response: Promise<Response>): Promise<string> => {
    const reply = await response;
    expect(reply.status).toBe(200);
    return reply.text();
  };
  const get = (params: Params) => text(fetch(`${url}?${new URLSearchParams(params)}`));
  const postForm = (params: Params) => text(fetch(url, { method: 'POST', body: new URLSearchParams(params) }));
  const json = async <T = Record<string, unknown>>(body: Promise<string>): Promise<T> => JSON.parse(await body) as T;
  const simOf = (phone: string): TestSim => sims.find((s) => s.number === `+${phone}`) as TestSim;

  it('lists rent stock and prices, rents, reads codes, extends and finishes (SMS-Activate)', async () => {
    const user = await funded(50);
    const key = { api_key: user.apiKey };
    const offer = await json<{ countries: Record<string, number>; operators: Record<string, string>; services: Record<string, { cost: number; quant: number }>; currency: number }>(
      get({ ...key, action: 'getRentServicesAndCountries', country: '16', rent_time: '24' }),
    );
    expect(offer).toMatchObject({ countries: { 0: 16 }, operators: { 0: 'any' }, currency: 840 });
    expect(offer.services['full']).toEqual({ cost: expect.any(Number), quant: sims.length });

    const rented = await json<{ status: string; phone: { id: number; endDate: string; number: string } }>(
      postForm({ ...key, action: 'getRentNumber', service: 'full', country: '16', rent_time: '24', operator: 'any' }),
    );
    expect(rented.status).toBe('success');
    // What such clients do with the id: an integer, ours even.
    expect(Number.isSafeInteger(rented.phone.id) && rented.phone.id % 2 === 0).toBe(true);
    expect(rented.phone.endDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const id = String(rented.phone.id);
    expect(await json(get({ ...key, action: 'getRentStatus', id }))).toEqual({ status: 'error', message: 'STATUS_WAIT_CODE' });
    expect(await json(get({ ...key, action: 'getRentList' }))).toEqual({ status: 'success', values: { 0: { id: rented.phone.id, phone: rented.phone.number } } });

    await sut.agent.sms(simOf(rented.phone.number), 'Telegram', 'Telegram code 55123');
    const status = await waitFor(async () => {
      const answer = await json<{ status: string; quantity?: string; values?: Record<string, Record<string, string>> }>(get({ ...key, action: 'getRentStatus', id }));
      return answer.status === 'success' ? answer : undefined;
    }, 'the code in getRentStatus');
    expect(status).toEqual({ status: 'success', quantity: '1', values: { 0: { phoneFrom: 'Telegram', text: 'Telegram code 55123', service: 'tg', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) } } });

    const info = await json(get({ ...key, action: 'continueRentInfo', id, hours: '72' }));
    expect(info).toEqual({ status: 'success', price: expect.any(Number), currency: 840, hours: 72 });
    const extended = await json<{ status: string; phone: { id: number; endDate: string } }>(get({ ...key, action: 'continueRentNumber', id, rent_time: '72' }));
    expect(extended.phone.id).toBe(rented.phone.id);
    expect(Date.parse(`${extended.phone.endDate.replace(' ', 'T')}Z`) - Date.parse(`${rented.phone.endDate.replace(' ', 'T')}Z`)).toBe(72 * 3_600_000);
    const balance = Number((await get({ ...key, action: 'getBalance' })).split(':')[1]);
    expect(balance).toBeCloseTo(50 - offer.services['full'].cost - (info['price'] as number), 2);

    // A code came: cancelling (with a refund) is refused; finishing ends it.
    expect(await json(get({ ...key, action: 'setRentStatus', id, status: '2' }))).toEqual({ status: 'error', message: 'CANT_CANCEL' });
    expect(await json(get({ ...key, action: 'setRentStatus', id, status: '1' }))).toEqual({ status: 'success' });
    expect(await json(get({ ...key, action: 'setRentStatus', id, status: '1' }))).toEqual({ status: 'error', message: 'ALREADY_FINISH' });
    expect(await json(get({ ...key, action: 'getRentStatus', id }))).toMatchObject({ status: 'success', quantity: '1' });
  });

  it('cancels within 20 minutes without a code for a full refund, and answers every error as the protocol does', async () => {
    const user = await funded(20);
    const key = { api_key: user.apiKey };
    const rented = await json<{ phone: { id: number } }>(get({ ...key, action: 'getRentNumber', service: 'tg', country: '16' }));
    const id = String(rented.phone.id);
    expect(await json(get({ ...key, action: 'setRentStatus', id, status: '2' }))).toEqual({ status: 'success' });
    expect(await get({ ...key, action: 'getBalance' })).toBe('ACCESS_BALANCE:20.00');
    expect(await json(get({ ...key, action: 'setRentStatus', id, status: '1' }))).toEqual({ status: 'error', message: 'ALREADY_CANCEL' });
    expect(await json(get({ ...key, action: 'getRentStatus', id }))).toEqual({ status: 'error', message: 'STATUS_CANCEL' });

    expect(await json(get({ ...key, action: 'getRentStatus', id: '999998' }))).toEqual({ status: 'error', message: 'NO_ID_RENT' });
    expect(await json(get({ ...key, action: 'getRentStatus', id: 'abc' }))).toEqual({ status: 'error', message: 'NO_ID_RENT' });
    expect(await json(get({ ...key, action: 'setRentStatus', id, status: '5' }))).toEqual({ status: 'error', message: 'INCORECT_STATUS' });
    expect(await json(get({ ...key, action: 'getRentNumber', service: 'zz!', country: '16' }))).toEqual({ status: 'error', message: 'BAD_SERVICE' });
    const poor = await registerVerified(sut.system);
    expect(await json(get({ api_key: poor.apiKey, action: 'getRentNumber', service: 'full', country: '16' }))).toEqual({ status: 'error', message: 'NO_BALANCE' });
    expect(await json(get({ api_key: poor.apiKey, action: 'getRentList' }))).toEqual({ status: 'error', message: 'NO_NUMBERS' });
    const other = await json<{ phone: { id: number } }>(get({ ...key, action: 'getRentNumber', service: 'full', country: '16' }));
    expect(await json(get({ ...key, action: 'continueRentNumber', id: String(other.phone.id), rent_time: '5' }))).toEqual({ status: 'error', message: 'INVALID_TIME' });
    expect(await json(get({ ...key, action: 'continueRentNumber', id: String(other.phone.id), rent_time: '2000' }))).toEqual({
      status: 'error', message: 'MAX_HOURS_EXCEED', info: { max: 1344 },
    });
    expect(await get({ api_key: 'nope-nope-nope-nope-nope', action: 'getRentList' })).toBe('BAD_KEY');
  });

  it('sells hosting orders to 5sim clients: buy, check with the SMS, finish; other products are refused', async () => {
    const user = await funded(30);
    const auth = { authorization: `Bearer ${user.apiKey}` };
    const base = `${sut.system.baseUrl}/v1/user`;
    const bought = await fetch(`${base}/buy/hosting/england/any/1day`, { headers: auth });
    expect(bought.status).toBe(200);
    const order = (await bought.json()) as { id: number; phone: string; product: string; status: string; sms: unknown[] };
    expect(order).toMatchObject({ product: '1day', status: 'RECEIVED', sms: [] });
    expect(order.id % 2).toBe(0);
    await sut.agent.sms(sims.find((s) => s.number === order.phone) as TestSim, 'WhatsApp', 'Your WhatsApp code 123-456');
    const checked = await waitFor(async () => {
      const body = (await (await fetch(`${base}/check/${order.id}`, { headers: auth })).json()) as { sms: Array<{ code: string }> };
      return body.sms.length ? body : undefined;
    }, 'the hosting order\'s SMS');
    expect(checked.sms).toEqual([expect.objectContaining({ code: '123456', sender: 'WhatsApp' })]);
    expect(await (await fetch(`${base}/cancel/${order.id}`, { headers: auth })).text()).toBe('hosting order');
    const finished = (await (await fetch(`${base}/finish/${order.id}`, { headers: auth })).json()) as { status: string };
    expect(finished.status).toBe('FINISHED');
    const hosting = (await (await fetch(`${base}/orders?category=hosting`, { headers: auth })).json()) as { Data: Array<{ id: number }>; Total: number };
    expect(hosting).toMatchObject({ Total: 1, Data: [{ id: order.id }] });
    const refused = await fetch(`${base}/buy/hosting/england/any/3hours`, { headers: auth });
    expect([refused.status, await refused.text()]).toEqual([400, 'no product']);
  });
});
