import { waitFor } from '@simrelay/testing';
import { Account, registerVerified } from './support/accounts';
import { AgentReports, gbSims, TestSim } from './support/agent-reports';
import { startSystemWithSims, SystemWithSims } from './support/sim-system';

/** A client written for SMS-Activate's handler_api.php, pointed at us with our API key. */

describe('SMS-Activate compatible handler', () => {
  let sut: SystemWithSims;
  let agent: AgentReports;
  const sims = gbSims(8);

  beforeAll(async () => {
    sut = await startSystemWithSims(sims, { varyClientAddress: true });
    ({ agent } = sut);
  }, 120_000);
  afterAll(() => sut?.stop());

  const handler = async (params: Record<string, string>): Promise<string> => {
    const response = await fetch(`${sut.system.baseUrl}/stubs/handler_api.php?${new URLSearchParams(params).toString()}`);
    expect(response.status).toBe(200);
    return response.text();
  };
  const funded = async (amount: number): Promise<Account> => {
    const user = await registerVerified(sut.system);
    expect((await sut.fund(user._id, amount)).status).toBe(200);
    return user;
  };

  it('buys, reads the code, asks for another and finishes, charging once', async () => {
    const user = await funded(10);
    const key = { api_key: user.apiKey };
    expect(await handler({ ...key, action: 'getBalance' })).toBe('ACCESS_BALANCE:10.00');
    const counts = JSON.parse(await handler({ ...key, action: 'getNumbersStatus', country: '16' })) as Record<string, string>;
    expect(counts['tg_0']).toBe(String(sims.length));
    const prices = JSON.parse(await handler({ ...key, action: 'getPrices', country: 'GB', service: 'tg' })) as Record<string, Record<string, { cost: number; count: number }>>;
    const tg = prices['16']?.['tg'];
    expect(tg?.count).toBe(sims.length);

    const bought = await handler({ ...key, action: 'getNumber', service: 'tg', country: '16', operator: 'any', lang: 'en' });
    const [answer, id, number] = bought.split(':');
    expect(answer).toBe('ACCESS_NUMBER');
    const sim = sims.find((s) => s.number === `+${number}`) as TestSim;
    expect(sim).toBeDefined();
    expect(await handler({ ...key, action: 'getStatus', id: id as string })).toBe('STATUS_WAIT_CODE');
    expect(await handler({ ...key, action: 'setStatus', id: id as string, status: '1' })).toBe('ACCESS_READY');

    await agent.sms(sim, 'Telegram', 'Your Telegram code 55555');
    await waitFor(async () => ((await handler({ ...key, action: 'getStatus', id: id as string })) === 'STATUS_OK:55555' ? true : undefined), 'the code');
    expect(await handler({ ...key, action: 'setStatus', id: id as string, status: '3' })).toBe('ACCESS_RETRY_GET');
    expect(await handler({ ...key, action: 'setStatus', id: id as string, status: '6' })).toBe('ACCESS_ACTIVATION');
    expect(await handler({ ...key, action: 'getBalance' })).toBe(`ACCESS_BALANCE:${(10 - (tg?.cost ?? 0)).toFixed(2)}`);
    expect(await handler({ ...key, action: 'setStatus', id: id as string, status: '8' })).toBe('BAD_STATUS');
  });

  it('refuses a sixth open number, and answers a banned account BANNED', async () => {
    const user = await funded(20);
    const key = { api_key: user.apiKey };
    for (const service of ['ig', 'fb', 'go', 'tw', 'ds']) expect(await handler({ ...key, action: 'getNumber', service, country: 'GB' })).toMatch(/^ACCESS_NUMBER:/);
    expect(await handler({ ...key, action: 'getNumber', service: 'mm', country: 'GB' })).toBe('NO_NUMBERS_LIMIT');
    expect((await sut.system.http.patch(`/admin/users/${user._id}`, { ban: true }, sut.admin)).status).toBe(200);
    expect(await handler({ ...key, action: 'getBalance' })).toBe('BANNED');
  });

  it('cancels for nothing and answers its error tokens', async () => {
    const user = await funded(5);
    const key = { api_key: user.apiKey };
    const [, id] = (await handler({ ...key, action: 'getNumber', service: 'wa', country: 'GB' })).split(':');
    expect(await handler({ ...key, action: 'setStatus', id: id as string, status: '8' })).toBe('ACCESS_CANCEL');
    expect(await handler({ ...key, action: 'getStatus', id: id as string })).toBe('STATUS_CANCEL');
    expect(await handler({ ...key, action: 'getBalance' })).toBe('ACCESS_BALANCE:5.00');

    expect(await handler({ api_key: 'x'.repeat(40), action: 'getBalance' })).toBe('BAD_KEY');
    expect(await handler({ action: 'getBalance' })).toBe('BAD_KEY');
    expect(await handler({ ...key, action: 'explode' })).toBe('BAD_ACTION');
    expect(await handler({ ...key, action: 'getNumber', service: 'zz', country: 'GB' })).toBe('BAD_SERVICE');
    expect(await handler({ ...key, action: 'getNumber', service: 'tg', country: '999' })).toBe('BAD_COUNTRY');
    expect(await handler({ ...key, action: 'getNumber', service: 'tg', country: 'DE' })).toBe('NO_NUMBERS');
    expect(await handler({ ...key, action: 'getStatus', id: '42' })).toBe('NO_ACTIVATION');
    expect(await handler({ ...key, action: 'setStatus', id: id as string, status: '5' })).toBe('BAD_STATUS');
    expect(await handler({ ...key, action: 'getNumber', service: 'tg', country: 'GB', operator: 'Not An Operator!' })).toBe('BAD_OPERATOR');
    expect(await handler({ ...key, action: 'getNumber', service: 'tg', country: 'GB', maxPrice: 'cheap' })).toBe('WRONG_MAX_PRICE');
    expect(await handler({ ...key, action: 'getNumber', service: 'tg', country: 'GB', maxPrice: '0.0001' })).toBe('NO_NUMBERS');
    expect(await handler({ ...key, action: 'getBalance' })).toBe('ACCESS_BALANCE:5.00');
    const poor = await registerVerified(sut.system);
    expect(await handler({ api_key: poor.apiKey, action: 'getNumber', service: 'tg', country: 'GB' })).toBe('NO_BALANCE');
    // Another user's activation does not exist for this key.
    expect(await handler({ api_key: poor.apiKey, action: 'getStatus', id: id as string })).toBe('NO_ACTIVATION');
  });
});
