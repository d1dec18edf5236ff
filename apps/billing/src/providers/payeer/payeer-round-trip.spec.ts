import { createHash } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { PayeerConfig } from './payeer-config';
import { buildPayeerForm, payeerRedirectUrl } from './payeer-form';
import { payeerSourceAllowed } from './payeer-source-ip';
import { PayeerExpectedPayment, PayeerStatusResult, payeerAnswer, verifyPayeerStatus } from './payeer-status';

// Both sides run on 127.0.0.1 with ports the system picks: a fake Payeer that takes the
// merchant form and sends signed status notifications, and the status handler under test.

const SHOP_ID = '12345';
const SECRET = 's3cret-shared-with-payeer';
const COPIES = 10;

const sha256Upper = (text: string): string => createHash('sha256').update(text).digest('hex').toUpperCase();

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const payeerDate = (d: Date): string => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}.${p(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
};

interface Delivery {
  readonly operationId: string;
  readonly answers: Array<{ readonly status: number; readonly text: string }>;
}

/**
 * Plays Payeer, written from the documentation and not from the module under test: checks
 * the form's m_sign over m_shop:m_orderid:m_amount:m_curr:m_desc:key, then POSTs the signed
 * status notification, form-encoded, to the merchant's status URL, COPIES times at once.
 */
function fakePayeer(statusUrl: () => string): Server {
  let nextOperation = 1_000_000_000;
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method !== 'GET' || url.pathname !== '/merchant/') {
        res.writeHead(404).end();
        return;
      }
      const q = (name: string): string => url.searchParams.get(name) ?? '';
      const signed = ['m_shop', 'm_orderid', 'm_amount', 'm_curr', 'm_desc'].map(q);
      if (q('m_shop') !== SHOP_ID || !/^\d+\.\d{2}$/.test(q('m_amount')) || q('m_sign') !== sha256Upper([...signed, SECRET].join(':'))) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid form signature');
        return;
      }
      const now = new Date();
      const fields: Record<string, string> = {
        m_operation_id: String(nextOperation++),
        m_operation_ps: '2609',
        m_operation_date: payeerDate(now),
        m_operation_pay_date: payeerDate(new Date(now.getTime() + 5000)),
        m_shop: q('m_shop'),
        m_orderid: q('m_orderid'),
        m_amount: q('m_amount'),
        m_curr: q('m_curr'),
        m_desc: q('m_desc'),
        m_status: 'success',
      };
      const order = [
        'm_operation_id', 'm_operation_ps', 'm_operation_date', 'm_operation_pay_date', 'm_shop',
        'm_orderid', 'm_amount', 'm_curr', 'm_desc', 'm_status',
      ];
      fields['m_sign'] = sha256Upper([...order.map((name) => fields[name]), SECRET].join(':'));
      const body = new URLSearchParams(fields).toString();
      const answers = await Promise.all(
        Array.from({ length: COPIES }, async () => {
          const response = await fetch(statusUrl(), {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
          return { status: response.status, text: await response.text() };
        }),
      );
      const delivery: Delivery = { operationId: fields['m_operation_id'] ?? '', answers };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(delivery));
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
}

/**
 * The status handler under test: reads the issued orders, never writes anything; every
 * verdict is also handed to `observe` so the test can see what it decided.
 */
function statusHandler(
  config: PayeerConfig,
  orders: ReadonlyMap<string, PayeerExpectedPayment>,
  observe: (result: PayeerStatusResult) => void,
): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const text = await readBody(req);
      const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      if (req.method !== 'POST' || req.url !== '/payeer/status' || !isForm) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end();
        return;
      }
      const body = Object.fromEntries(new URLSearchParams(text));
      const orderId = body['m_orderid'] ?? '';
      if (!payeerSourceAllowed(config, req.socket.remoteAddress)) {
        res.writeHead(403, { 'content-type': 'text/plain' }).end(payeerAnswer(orderId, false));
        return;
      }
      const result = verifyPayeerStatus(config, body, orders.get(orderId));
      observe(result);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(payeerAnswer(orderId, result.ok));
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
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
  const servers: Server[] = [];

  beforeAll(async () => {
    const handlerConfig: PayeerConfig = { shopId: SHOP_ID, secretKey: SECRET, allowedIps: ['127.0.0.1'] };
    const handler = statusHandler(handlerConfig, orders, (result) => observed.push(result));
    servers.push(handler);
    handlerUrl = await listen(handler);
    const payeer = fakePayeer(() => `${handlerUrl}/payeer/status`);
    servers.push(payeer);
    payeerUrl = await listen(payeer);
    config = { ...handlerConfig, merchantUrl: `${payeerUrl}/merchant/` };
  });

  afterAll(async () => {
    await Promise.all(servers.map(close));
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
    const strict = statusHandler({ shopId: SHOP_ID, secretKey: SECRET, allowedIps: ['192.0.2.10'] }, orders, (r) => observed.push(r));
    servers.push(strict);
    const strictUrl = await listen(strict);
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
