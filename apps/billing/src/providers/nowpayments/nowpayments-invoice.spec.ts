import { FakeNowpayments, must, startFakeNowpayments, startLocalServer } from '@simrelay/testing';
import { nowpaymentsConfig, NowpaymentsConfig } from './nowpayments-config';
import {
  checkFinishedPayment,
  createInvoice,
  cryptoCurrencyCode,
  decimalToMicros,
  getPayment,
  invoiceBody,
  InvoiceRequest,
  NowpaymentsApiError,
  NowpaymentsPayment,
} from './nowpayments-invoice';

const API_KEY = 'NP-LOCAL-KEY-1';
const IPN_SECRET = 'np-ipn-local-1';

const request = (overrides: Partial<InvoiceRequest> = {}): InvoiceRequest => ({
  orderId: 'topup-crypto-1',
  amountMicros: 12_500_000,
  payCurrency: 'usdttrc20',
  ipnCallbackUrl: 'https://simrelay.example/billing/ipn/nowpayments',
  successUrl: 'https://simrelay.example/payment/success',
  cancelUrl: 'https://simrelay.example/payment/fail',
  description: 'SimRelay balance top-up',
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<NowpaymentsApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(NowpaymentsApiError);
    return error as NowpaymentsApiError;
  }
  throw new Error('expected a NowpaymentsApiError');
}

describe('cryptoCurrencyCode', () => {
  it.each([
    ['USDT', 'TRC20', 'usdttrc20'],
    ['USDT', 'ERC20', 'usdterc20'],
    ['usdt', 'trc-20', 'usdttrc20'],
    ['BTC', 'Bitcoin', 'btc'],
    ['ETH', 'ERC20', 'eth'],
    ['LTC', 'Litecoin', 'ltc'],
  ])('%s on %s pays in %s', (coin, network, code) => {
    expect(cryptoCurrencyCode(coin, network)).toBe(code);
  });

  it('offers no pair outside the table', () => {
    expect(cryptoCurrencyCode('USDT', 'Bitcoin')).toBeNull();
    expect(cryptoCurrencyCode('BTC', 'ERC20')).toBeNull();
    expect(cryptoCurrencyCode('DOGE', 'Dogecoin')).toBeNull();
  });
});

describe('decimalToMicros', () => {
  it.each([
    [12.5, 12_500_000],
    ['12.50', 12_500_000],
    [1, 1_000_000],
    ['0.000001', 1],
    ['999999.990000', 999_999_990_000],
    [0.1, 100_000],
  ])('reads %j as %d micro-dollars exactly', (value, micros) => {
    expect(decimalToMicros(value)).toBe(micros);
  });

  it.each([[1e-7], ['1e3'], ['0.0000001'], [-1], ['-1'], [''], ['12,50'], [null], [undefined], [Number.NaN], [0.1 + 0.2]])(
    'refuses %j',
    (value) => {
      expect(decimalToMicros(value)).toBeNull();
    },
  );
});

describe('invoiceBody', () => {
  it('is the documented JSON: USD price, the ticker, our order and URLs', () => {
    expect(invoiceBody(request())).toEqual({
      price_amount: 12.5,
      price_currency: 'usd',
      pay_currency: 'usdttrc20',
      order_id: 'topup-crypto-1',
      order_description: 'SimRelay balance top-up',
      ipn_callback_url: 'https://simrelay.example/billing/ipn/nowpayments',
      success_url: 'https://simrelay.example/payment/success',
      cancel_url: 'https://simrelay.example/payment/fail',
    });
    expect(JSON.stringify(invoiceBody(request({ amountMicros: 1_234_560_000 })))).toContain('"price_amount":1234.56,');
  });

  it('refuses what it could not match on the re-read or NOWPayments would not take', () => {
    expect(() => invoiceBody(request({ amountMicros: 12_505_000 }))).toThrow('whole number of cents');
    expect(() => invoiceBody(request({ amountMicros: 0 }))).toThrow(NowpaymentsApiError);
    expect(() => invoiceBody(request({ payCurrency: 'USDT TRC20' }))).toThrow(NowpaymentsApiError);
    expect(() => invoiceBody(request({ ipnCallbackUrl: 'ftp://x' }))).toThrow(NowpaymentsApiError);
    expect(() => invoiceBody(request({ orderId: '' }))).toThrow(NowpaymentsApiError);
  });
});

describe('checkFinishedPayment', () => {
  const finished: NowpaymentsPayment = {
    paymentId: '5077125051',
    status: 'finished',
    priceAmountMicros: 12_500_000,
    priceCurrency: 'usd',
    payCurrency: 'usdttrc20',
    orderId: 'topup-crypto-1',
    invoiceId: '4522625843',
    parentPaymentId: null,
    payAmount: 12.6,
    actuallyPaid: 12.6,
  };
  const expected = { orderId: 'topup-crypto-1', amountMicros: 12_500_000, payCurrency: 'usdttrc20' };

  it('pays exactly the order it was invoiced for', () => {
    expect(checkFinishedPayment(finished, expected)).toEqual({ paid: true, orderId: 'topup-crypto-1', amountMicros: 12_500_000, paymentId: '5077125051' });
    expect(checkFinishedPayment({ ...finished, priceCurrency: 'USD' }, { orderId: 'topup-crypto-1', amountMicros: 12_500_000 }).paid).toBe(true);
  });

  it.each([
    ['unpaid', { status: 'waiting' }],
    ['unpaid', { status: 'confirming' }],
    ['unpaid', { status: 'confirmed' }],
    ['unpaid', { status: 'sending' }],
    ['unpaid', { status: 'partially_paid' }],
    ['unpaid', { status: 'failed' }],
    ['unpaid', { status: 'expired' }],
    ['unpaid', { status: 'refunded' }],
    ['amount', { priceAmountMicros: 12_490_000 }],
    ['amount', { priceAmountMicros: null }],
    ['currency', { priceCurrency: 'eur' }],
    ['pay_currency', { payCurrency: 'usdterc20' }],
    ['order', { orderId: 'topup-crypto-2' }],
    ['order', { orderId: null }],
    ['repeated_deposit', { parentPaymentId: '5077125050' }],
  ] as const)('refuses (%s) %j', (reason, change) => {
    expect(checkFinishedPayment({ ...finished, ...change }, expected)).toMatchObject({ paid: false, reason });
  });
});

describe('against a local server speaking the NOWPayments API', () => {
  let np: FakeNowpayments;
  let config: NowpaymentsConfig;

  beforeAll(async () => {
    np = await startFakeNowpayments({ apiKey: API_KEY, ipnSecret: IPN_SECRET });
    config = must(nowpaymentsConfig({ apiKey: API_KEY, ipnSecret: IPN_SECRET, apiBase: np.url }));
  });
  afterAll(() => np.close());

  it('creates an invoice with x-api-key and a JSON body, and returns its id and invoice_url', async () => {
    const created = await createInvoice(config, request({ payCurrency: must(cryptoCurrencyCode('USDT', 'TRC20')) }));
    expect(created.invoiceId).toMatch(/^\d{10}$/);
    expect(created.url).toBe(`https://nowpayments.io/payment/?iid=${created.invoiceId}`);

    const sent = must(np.requests.at(-1));
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/invoice' });
    expect(sent.headers['x-api-key']).toBe(API_KEY);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual(invoiceBody(request()));
  });

  it('re-reads a payment with the fields that decide a credit', async () => {
    const { invoiceId } = await createInvoice(config, request({ orderId: 'topup-read-1', payCurrency: 'btc', amountMicros: 40_000_000 }));
    const payment = np.pay(invoiceId, { payment_status: 'confirming' });
    expect(await getPayment(config, payment.payment_id)).toEqual({
      paymentId: String(payment.payment_id),
      status: 'confirming',
      priceAmountMicros: 40_000_000,
      priceCurrency: 'usd',
      payCurrency: 'btc',
      orderId: 'topup-read-1',
      invoiceId,
      parentPaymentId: null,
      payAmount: 12.04,
      actuallyPaid: 12.04,
    });
    expect(must(np.requests.at(-1)).headers['x-api-key']).toBe(API_KEY);
  });

  it("maps NOWPayments' error answers to a typed error without the key in it", async () => {
    const forbidden = await rejection(createInvoice({ ...config, apiKey: 'NP-WRONG' }, request()));
    expect(forbidden).toMatchObject({ kind: 'http', details: { status: 403, code: 'INVALID_API_KEY' } });
    expect(forbidden.retryable).toBe(false);
    expect(forbidden.message).not.toContain('NP-WRONG');

    const refused = await rejection(createInvoice(config, request({ payCurrency: 'doge' })));
    expect(refused).toMatchObject({ kind: 'http', details: { status: 400, code: 'INVALID_REQUEST_PARAMS' } });

    const missing = await rejection(getPayment(config, 1234));
    expect(missing).toMatchObject({ kind: 'http', details: { status: 404 } });
  });

  it('sends nothing for an amount or payment id it must refuse', async () => {
    const before = np.requests.length;
    expect((await rejection(createInvoice(config, request({ amountMicros: 1_000_001 })))).kind).toBe('input');
    expect((await rejection(getPayment(config, '12/../../invoice'))).kind).toBe('input');
    expect(np.requests.length).toBe(before);
  });

  it('reports an unreachable NOWPayments as retryable and an unreadable answer as a response error', async () => {
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    const down = await rejection(createInvoice({ ...config, apiBase: closed.url }, request()));
    expect(down).toMatchObject({ kind: 'network', retryable: true });

    const odd = await startLocalServer((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id": 1}');
    });
    try {
      expect((await rejection(createInvoice({ ...config, apiBase: odd.url }, request()))).kind).toBe('response');
    } finally {
      await odd.close();
    }
  });
});
