import {
  FakeFiveSimProvider, FakeSmsActivateProvider, startFakeFiveSimProvider, startFakeSmsActivateProvider,
} from '@simrelay/testing';
import { FiveSimClient } from './fivesim.client';
import { RequestPacer } from './request-pacer';
import { SmsActivateClient } from './sms-activate.client';
import { UpstreamClient } from './upstream-client';
import { UpstreamError } from './upstream-errors';

/** Both protocol clients against local providers that speak each protocol. */
describe.each([
  ['SMS-Activate', async () => {
    const provider = await startFakeSmsActivateProvider();
    const client = (key: string) => new SmsActivateClient({ baseUrl: provider.handlerUrl, apiKey: key, currencyRate: 1, timeoutMs: 2000 }, new RequestPacer(100));
    return { provider, client };
  }],
  ['5sim', async () => {
    const provider = await startFakeFiveSimProvider();
    const client = (key: string) => new FiveSimClient({ baseUrl: provider.apiUrl, apiKey: key, currencyRate: 1, timeoutMs: 2000 }, new RequestPacer(100));
    return { provider, client };
  }],
] as const)('%s client', (_name, start) => {
  let provider: FakeSmsActivateProvider | FakeFiveSimProvider;
  let client: UpstreamClient;
  let clientWith: (key: string) => UpstreamClient;

  beforeAll(async () => {
    const started = await start();
    provider = started.provider;
    clientWith = started.client;
    client = clientWith(provider.market.apiKey);
  });
  afterAll(() => provider?.close());

  const failure = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error instanceof UpstreamError ? error.failure : String(error);
    }
    return 'no failure';
  };

  it('reads the balance, and names a wrong key', async () => {
    expect(await client.balance()).toBe(100);
    expect(await failure(clientWith('wrong').balance())).toBe('bad_key');
  });

  it('quotes, buys within a price cap, and says when there is nothing', async () => {
    provider.market.setStock('tg', 'GB', { cost: 0.25, count: 2 });
    expect(await client.quote('tg', 'GB')).toEqual({ costMicros: 250_000, count: 2 });
    expect(await failure(client.buy('tg', 'GB', 200_000))).toBe('no_numbers');
    const bought = await client.buy('tg', 'GB', 250_000);
    expect(bought).toMatchObject({ number: expect.stringMatching(/^\+44/), costMicros: 250_000 });
    expect(await client.status(bought.upstreamId)).toEqual({ state: 'waiting' });
    expect(await failure(client.buy('wa', 'GB', 1_000_000))).toBe('no_numbers');
  });

  it('reads a code, finishes; cancels, or learns that a code came first', async () => {
    provider.market.setStock('vi', 'GB', { cost: 0.1, count: 5 });
    const coded = await client.buy('vi', 'GB', 100_000);
    provider.market.receive(Number(coded.upstreamId), '4711', 'Viber code 4711');
    expect(await client.status(coded.upstreamId)).toEqual({ state: 'code', messages: [expect.objectContaining({ code: '4711' })] });
    expect(await client.cancel(coded.upstreamId, false)).toBe('has_code');
    await client.finish(coded.upstreamId);
    expect(provider.market.orders.get(Number(coded.upstreamId))?.status).toBe('finished');

    const waiting = await client.buy('vi', 'GB', 100_000);
    provider.market.refuseCancel = true;
    expect(await client.cancel(waiting.upstreamId, false)).toBe('refused');
    provider.market.refuseCancel = false;
    expect(await client.cancel(waiting.upstreamId, true)).toBe('confirmed');
    expect(await client.status(waiting.upstreamId)).toEqual({ state: 'cancelled' });
  });

  it('shows the next code once another was asked for', async () => {
    provider.market.setStock('vi', 'GB', { cost: 0.1, count: 5 });
    const bought = await client.buy('vi', 'GB', 100_000);
    provider.market.receive(Number(bought.upstreamId), '1111', 'Viber code 1111');
    await client.again(bought.upstreamId);
    provider.market.receive(Number(bought.upstreamId), '2222', 'Viber code 2222');
    const status = await client.status(bought.upstreamId);
    expect(status.state === 'code' && status.messages.map((m) => m.code)).toEqual(client instanceof FiveSimClient ? ['1111', '2222'] : ['2222']);
    // Asked of an order that has no code: refused where the protocol has the call.
    const waiting = await client.buy('vi', 'GB', 100_000);
    expect(await failure(client.again(waiting.upstreamId))).toBe(client instanceof SmsActivateClient ? 'refused' : 'no failure');
  });

  it('takes a 429 as a pause, and a provider away as down', async () => {
    provider.market.rateLimited = 1;
    expect(await failure(client.balance())).toBe('rate_limited');
    provider.market.down = true;
    try {
      // Asked again only after the pause it gave (Retry-After: 1), within what a call may wait.
      expect(await failure(client.balance())).toBe('down');
    } finally {
      provider.market.down = false;
    }
  });
});
