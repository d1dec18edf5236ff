import { FakePayeer, LocalServer, PayeerDelivery as Delivery, sha256Upper, startFakePayeer, startLocalServer } from '@simrelay/testing';
import { PayeerConfig } from './payeer-config';
import { buildPayeerForm, payeerRedirectUrl } from './payeer-form';
import { payeerSourceAllowed } from './payeer-source-ip';
import { PayeerExpectedPayment, PayeerStatusResult, payeerAnswer, verifyPayeerStatus } from './payeer-status';

// Both sides run on 127.0.0.1 with ports the system picks: a fake Payeer that takes the
// merchant form and sends signed status notifications, and the status handler under test.

const SHOP_ID = '12345';
const SECRET = 's3cret-shared-with-payeer';
const COPIES = 10;

/**
 * The status handler under test: reads the issued orders, never writes anything; every
 * verdict is also handed to `observe` so the test can see what it decided.
 */
function statusHandler(
  config: PayeerConfig,
  orders: ReadonlyMap<string, PayeerExpectedPayment>,
  observe: (result: PayeerStatusResult) => void,
): Promise<LocalServer> {
  return startLocalServer((req, raw, res) => {
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    if (req.method !== 'POST' || req.url !== '/payeer/status' || !isForm) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end();
      return;
    }
    const body = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    const orderId = body['m_orderid'] ?? '';
    if (!payeerSourceAllowed(config, req.socket.remoteAddress)) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end(payeerAnswer(orderId, false));
      return;
    }
    const result = verifyPayeerStatus(config, body, orders.get(orderId));
    observe(result);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(payeerAnswer(orderId, result.ok));
  });
}

describe('Payeer round trip against local servers', () => {
  const orders = new Map<string, PayeerExpectedPayment>([
    ['topup-42', { orderId: 'topup-42', amountMicros: 25_500_000, currency: 'USD' }],
  ]);
  const observed: PayeerStatusResult[] = [];
  let handlerUrl = '';
  let payeerUrl = '';
  let config: PayeerConfig;
  const servers: LocalServer[] = [];
  let payeer: FakePayeer;

  beforeAll(async () => {
    const handlerConfig: PayeerConfig = { shopId: SHOP_ID, secretKey: SECRET, allowedIps: ['127.0.0.1'] };
    const handler = await statusHandler(handlerConfig, orders, (result) => observed.push(result));
    servers.push(handler);
    handlerUrl = handler.url;
    payeer = await startFakePayeer({ shopId: SHOP_ID, secret: SECRET, autoDeliver: { statusUrl: () => `${handlerUrl}/payeer/status`, copies: COPIES } });
    payeerUrl = payeer.url;
    config = { ...handlerConfig, merchantUrl: `${payeerUrl}/merchant/` };
  });

  afterAll(async () => {
    await payeer.close();
    await Promise.all(servers.map((server) => server.close()));
  });

  beforeEach(() => {
    observed.length = 0;
  });

  it('pays through the GET form and verifies the same notification, sent 10 times at once, every time', async () => {
    const form = buildPayeerForm(config, { orderId: 'topup-42', amountMicros: 25_500_000, currency: 'USD', description: 'Balance top-up' });
    const response = await fetch(payeerRedirectUrl(form));
    expect(response.status).toBe(200);
    const delivery = (await response.json()) as Delivery;

    expect(delivery.answers).toHaveLength(COPIES);
    expect(delivery.answers).toEqual(Array.from({ length: COPIES }, () => ({ status: 200, text: 'topup-42|success' })));
    expect(observed).toHaveLength(COPIES);
    for (const result of observed) {
      expect(result).toEqual({ ok: true, orderId: 'topup-42', operationId: delivery.operationId, amountMicros: 25_500_000 });
    }
    // Verifying is free of side effects: the issued order is still there, unchanged.
    expect(orders.get('topup-42')).toEqual({ orderId: 'topup-42', amountMicros: 25_500_000, currency: 'USD' });
  });

  it('is refused by Payeer when the form was changed after signing', async () => {
    const form = buildPayeerForm(config, { orderId: 'topup-42', amountMicros: 25_500_000, currency: 'USD', description: 'Balance top-up' });
    const url = new URL(payeerRedirectUrl(form));
    url.searchParams.set('m_amount', '0.01');
    const response = await fetch(url);
    expect(response.status).toBe(400);
    expect(observed).toHaveLength(0);
  });

  it('answers error for a paid order we never issued', async () => {
    const form = buildPayeerForm(config, { orderId: 'topup-999', amountMicros: 25_500_000, currency: 'USD', description: 'Balance top-up' });
    const delivery = (await (await fetch(payeerRedirectUrl(form))).json()) as Delivery;
    expect(delivery.answers.map((a) => a.text)).toEqual(Array.from({ length: COPIES }, () => 'topup-999|error'));
    expect(observed).toEqual(Array.from({ length: COPIES }, () => ({ ok: false, reason: 'order' })));
  });

  it('answers error for a paid order of another amount than issued', async () => {
    const form = buildPayeerForm(config, { orderId: 'topup-42', amountMicros: 1_000_000, currency: 'USD', description: 'Balance top-up' });
    const delivery = (await (await fetch(payeerRedirectUrl(form))).json()) as Delivery;
    expect(new Set(delivery.answers.map((a) => a.text))).toEqual(new Set(['topup-42|error']));
    expect(new Set(observed.map((r) => (r.ok ? 'ok' : r.reason)))).toEqual(new Set(['amount']));
  });

  it('answers error to a forged notification posted straight to the handler', async () => {
    const forged = new URLSearchParams({
      m_operation_id: '1', m_operation_ps: '2609', m_operation_date: '01.01.2030 00:00:00',
      m_operation_pay_date: '01.01.2030 00:00:01', m_shop: SHOP_ID, m_orderid: 'topup-42',
      m_amount: '25.50', m_curr: 'USD', m_desc: 'eA==', m_status: 'success',
      m_sign: sha256Upper('guessed'),
    });
    const response = await fetch(`${handlerUrl}/payeer/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: forged.toString(),
    });
    expect(await response.text()).toBe('topup-42|error');
    expect(observed).toEqual([{ ok: false, reason: 'signature' }]);
  });

  it('refuses a notification from an address outside the configured list before verifying it', async () => {
    const strict = await statusHandler({ shopId: SHOP_ID, secretKey: SECRET, allowedIps: ['192.0.2.10'] }, orders, (r) => observed.push(r));
    servers.push(strict);
    const strictUrl = strict.url;
    const response = await fetch(`${strictUrl}/payeer/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ m_orderid: 'topup-42' }).toString(),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('topup-42|error');
    expect(observed).toHaveLength(0);
  });
});
