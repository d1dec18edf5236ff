import { FakeStripe, must, startFakeStripe, startLocalServer } from '@simrelay/testing';
import {
  centsFromMicros,
  CheckoutSession,
  checkoutSessionForm,
  checkPaidSession,
  createCheckoutSession,
  retrieveCheckoutSession,
  StripeApiError,
} from './stripe-checkout';
import { stripeConfig, StripeConfig } from './stripe-config';

const SECRET_KEY = 'sk_test_local_51Hx';
const WEBHOOK_SECRET = 'whsec_local_1';

const request = (overrides: Partial<Parameters<typeof checkoutSessionForm>[0]> = {}) => ({
  orderId: 'topup-0001',
  amountMicros: 12_340_000,
  currency: 'usd' as const,
  successUrl: 'https://simrelay.example/payment/success?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://simrelay.example/payment/fail',
  description: 'SimRelay balance top-up',
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<StripeApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(StripeApiError);
    return error as StripeApiError;
  }
  throw new Error('expected a StripeApiError');
}

describe('centsFromMicros', () => {
  it('converts whole cents and refuses fractions of a cent, zero, negatives and non-integers', () => {
    expect(centsFromMicros(1_000_000)).toBe(100);
    expect(centsFromMicros(12_340_000)).toBe(1234);
    expect(centsFromMicros(10_000)).toBe(1);
    for (const bad of [1_005_000, 1, 0, -1_000_000, 1.5, Number.NaN, 1e18]) {
      expect(() => centsFromMicros(bad)).toThrow(StripeApiError);
    }
  });
});

describe('checkoutSessionForm', () => {
  it('is the documented form: one inline-priced line item in cents, the order as reference and metadata', () => {
    expect(Object.fromEntries(checkoutSessionForm(request()))).toEqual({
      mode: 'payment',
      'payment_method_types[0]': 'card',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1234',
      'line_items[0][price_data][product_data][name]': 'SimRelay balance top-up',
      'line_items[0][quantity]': '1',
      client_reference_id: 'topup-0001',
      'metadata[order_id]': 'topup-0001',
      success_url: 'https://simrelay.example/payment/success?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://simrelay.example/payment/fail',
    });
  });

  it('refuses what Stripe could not take', () => {
    expect(() => checkoutSessionForm(request({ amountMicros: 12_345_678 }))).toThrow('whole number of cents');
    expect(() => checkoutSessionForm(request({ orderId: 'a b' }))).toThrow(StripeApiError);
    expect(() => checkoutSessionForm(request({ successUrl: '/relative' }))).toThrow(StripeApiError);
    expect(() => checkoutSessionForm(request({ description: ' ' }))).toThrow(StripeApiError);
    expect(() => checkoutSessionForm(request({ currency: 'eur' as 'usd' }))).toThrow(StripeApiError);
  });
});

describe('checkPaidSession', () => {
  const paid: CheckoutSession = {
    id: 'cs_1',
    mode: 'payment',
    status: 'complete',
    paymentStatus: 'paid',
    amountTotal: 1234,
    currency: 'usd',
    clientReferenceId: 'topup-0001',
    metadataOrderId: 'topup-0001',
  };
  const expected = { orderId: 'topup-0001', amountMicros: 12_340_000 };

  it('pays exactly the order it was created for', () => {
    expect(checkPaidSession(paid, expected)).toEqual({ paid: true, orderId: 'topup-0001', amountMicros: 12_340_000 });
  });

  it.each([
    ['unpaid', { paymentStatus: 'unpaid' }],
    ['unpaid', { status: 'open' }],
    ['unpaid', { status: 'expired', paymentStatus: 'unpaid' }],
    ['unpaid', { paymentStatus: 'no_payment_required' }],
    ['amount', { amountTotal: 1233 }],
    ['amount', { amountTotal: null }],
    ['currency', { currency: 'eur' }],
    ['order', { clientReferenceId: 'topup-0002' }],
    ['order', { metadataOrderId: 'topup-0002' }],
    ['mode', { mode: 'subscription' }],
  ] as const)('refuses (%s) %j', (reason, change) => {
    expect(checkPaidSession({ ...paid, ...change }, expected)).toMatchObject({ paid: false, reason });
  });
});

describe('against a local server speaking the Checkout Sessions API', () => {
  let stripe: FakeStripe;
  let config: StripeConfig;

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    config = must(stripeConfig({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url, apiVersion: '2024-06-20' }));
  });
  afterAll(() => stripe.close());

  it('creates a session with the Bearer key and a form body, and returns its id and hosted url', async () => {
    const created = await createCheckoutSession(config, request({ orderId: 'topup-create-1' }));
    expect(created.sessionId).toMatch(/^cs_test_/);
    expect(created.url).toBe(`https://checkout.stripe.com/c/pay/${created.sessionId}`);

    const sent = must(stripe.requests.at(-1));
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent.headers['idempotency-key']).toBe('checkout-session:topup-create-1');
    expect(sent.headers['stripe-version']).toBe('2024-06-20');
    const form = new URLSearchParams(sent.body);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1234');
    expect(form.get('client_reference_id')).toBe('topup-create-1');
    expect(form.get('metadata[order_id]')).toBe('topup-create-1');
    expect(sent.body).toContain('line_items%5B0%5D%5Bprice_data%5D%5Bunit_amount%5D=1234');
  });

  it('creates one session for one order however often the create is retried', async () => {
    const first = await createCheckoutSession(config, request({ orderId: 'topup-retry-1' }));
    const again = await createCheckoutSession(config, request({ orderId: 'topup-retry-1' }));
    expect(again).toEqual(first);
    const changed = await rejection(createCheckoutSession(config, request({ orderId: 'topup-retry-1', amountMicros: 2_000_000 })));
    expect(changed.details).toMatchObject({ status: 400, code: 'idempotency_error' });
  });

  it('re-reads a session with the fields that decide a credit', async () => {
    const { sessionId } = await createCheckoutSession(config, request({ orderId: 'topup-read-1' }));
    expect(await retrieveCheckoutSession(config, sessionId)).toEqual({
      id: sessionId,
      mode: 'payment',
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 1234,
      currency: 'usd',
      clientReferenceId: 'topup-read-1',
      metadataOrderId: 'topup-read-1',
    });
    stripe.complete(sessionId);
    expect(await retrieveCheckoutSession(config, sessionId)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    expect(must(stripe.requests.at(-1)).headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it("maps Stripe's error answers to a typed error without the key in it", async () => {
    const wrongKey = { ...config, secretKey: 'sk_test_wrong_key' };
    const unauthorised = await rejection(createCheckoutSession(wrongKey, request({ orderId: 'topup-key-1' })));
    expect(unauthorised).toMatchObject({ kind: 'http', details: { status: 401, type: 'invalid_request_error' } });
    expect(unauthorised.details.requestId).toMatch(/^req_/);
    expect(unauthorised.retryable).toBe(false);
    expect(unauthorised.message).not.toContain('sk_test_wrong_key');

    const missing = await rejection(retrieveCheckoutSession(config, 'cs_test_nope'));
    expect(missing).toMatchObject({ kind: 'http', details: { status: 404, code: 'resource_missing' } });
  });

  it('sends nothing for an amount it must refuse or a session id of an unexpected form', async () => {
    const before = stripe.requests.length;
    expect((await rejection(createCheckoutSession(config, request({ amountMicros: 1_234_567 })))).kind).toBe('input');
    expect((await rejection(retrieveCheckoutSession(config, '../v1/charges'))).kind).toBe('input');
    expect(stripe.requests.length).toBe(before);
  });

  it('reports an unreachable Stripe as a retryable network error, and an unreadable answer as a response error', async () => {
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    const down = await rejection(createCheckoutSession({ ...config, apiBase: closed.url }, request()));
    expect(down.kind).toBe('network');
    expect(down.retryable).toBe(true);

    const html = await startLocalServer((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
    });
    try {
      expect((await rejection(createCheckoutSession({ ...config, apiBase: html.url }, request()))).kind).toBe('response');
    } finally {
      await html.close();
    }
  });
});
