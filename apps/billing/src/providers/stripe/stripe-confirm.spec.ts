import { FakeStripe, LocalServer, must, sendJson, startFakeStripe, startLocalServer } from '@simrelay/testing';
import { createCheckoutSession } from './stripe-checkout';
import { stripeConfig, StripeConfig } from './stripe-config';
import { confirmStripeWebhook, StripeWebhookVerdict } from './stripe-confirm';

const SECRET_KEY = 'sk_test_local_confirm';
const WEBHOOK_SECRET = 'whsec_local_confirm';

/**
 * The whole card flow against local servers: our code creates a session at the fake Stripe,
 * the "customer" pays, the fake Stripe POSTs a signed webhook to a local endpoint that runs
 * confirmStripeWebhook (verify, re-read the session, compare with the order) and answers with
 * the verdict. Nothing is credited here: the endpoint only reports.
 */
describe('Stripe webhook to verdict, against local servers', () => {
  let stripe: FakeStripe;
  let endpoint: LocalServer;
  let config: StripeConfig;
  /** Our orders: top-up id -> the amount we asked Stripe for. */
  const orders = new Map<string, number>();

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    config = must(stripeConfig({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url }));
    endpoint = await startLocalServer(async (req, body, res) => {
      const header = req.headers['stripe-signature'];
      const verdict = await confirmStripeWebhook(config, body, typeof header === 'string' ? header : undefined, {
        findOrder: async (orderId) => {
          const amountMicros = orders.get(orderId);
          return amountMicros === undefined ? null : { amountMicros };
        },
      });
      sendJson(res, verdict.outcome === 'refused' ? 400 : 200, verdict);
    });
  });
  afterAll(async () => {
    await endpoint.close();
    await stripe.close();
  });

  /** An order, its session at Stripe, and the customer having paid it. */
  async function paidOrder(orderId: string, amountMicros: number, { register = true } = {}) {
    if (register) orders.set(orderId, amountMicros);
    const { sessionId } = await createCheckoutSession(config, {
      orderId,
      amountMicros,
      currency: 'usd',
      successUrl: 'https://simrelay.example/payment/success',
      cancelUrl: 'https://simrelay.example/payment/fail',
      description: 'SimRelay balance top-up',
    });
    stripe.complete(sessionId);
    return sessionId;
  }

  it('declares a verified, re-read, matching session paid', async () => {
    const sessionId = await paidOrder('topup-card-1', 25_000_000);
    const event = stripe.event(sessionId);
    const { status, json } = await stripe.deliver(`${endpoint.url}/webhooks/stripe`, event);
    expect(status).toBe(200);
    expect(json).toEqual({
      outcome: 'paid',
      eventId: JSON.parse(event.body).id,
      sessionId,
      orderId: 'topup-card-1',
      amountMicros: 25_000_000,
    });
    expect(stripe.retrievals(sessionId)).toBe(1);
  });

  it('gives the same verdict to the same webhook delivered ten times in parallel', async () => {
    const sessionId = await paidOrder('topup-card-10x', 1_000_000);
    const event = stripe.event(sessionId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => stripe.deliver(`${endpoint.url}/webhooks/stripe`, event)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 200,
      json: expect.objectContaining({ outcome: 'paid', orderId: 'topup-card-10x', amountMicros: 1_000_000 }),
    });
    // Each delivery re-read the session itself; none trusted another's result.
    expect(stripe.retrievals(sessionId)).toBe(10);
  });

  it('refuses when the re-read session is for another amount than the order', async () => {
    const sessionId = await paidOrder('topup-card-amount', 50_000_000);
    // Stripe's view differs from ours (the event even carries the original amount).
    const event = stripe.event(sessionId);
    must(stripe.sessions.get(sessionId)).amount_total = 100;
    const { status, json } = await stripe.deliver(endpoint.url, event);
    expect(status).toBe(400);
    expect(json).toMatchObject({ outcome: 'refused', reason: 'amount', sessionId });
  });

  it('refuses a session for an order we do not know', async () => {
    const sessionId = await paidOrder('topup-card-stranger', 5_000_000, { register: false });
    const { status, json } = await stripe.deliver(endpoint.url, stripe.event(sessionId));
    expect(status).toBe(400);
    expect(json).toMatchObject({ outcome: 'refused', reason: 'unknown_order' });
  });

  it('reports a completed but unpaid session as unpaid, not paid', async () => {
    const sessionId = await paidOrder('topup-card-unpaid', 5_000_000);
    Object.assign(must(stripe.sessions.get(sessionId)), { payment_status: 'unpaid' });
    const { status, json } = await stripe.deliver(endpoint.url, stripe.event(sessionId));
    expect(status).toBe(200);
    expect(json).toMatchObject({ outcome: 'unpaid', orderId: 'topup-card-unpaid' });
  });

  it('refuses stale, future, tampered and wrongly signed deliveries without asking Stripe', async () => {
    const sessionId = await paidOrder('topup-card-bad', 3_000_000);
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[string, { body: string; signature: string }]> = [
      ['timestamp', stripe.event(sessionId, { timestamp: now - 6 * 60 })],
      ['timestamp', stripe.event(sessionId, { timestamp: now + 6 * 60 })],
      ['signature', stripe.event(sessionId, { secret: 'whsec_not_ours' })],
      ['header', { ...stripe.event(sessionId), signature: 'v1=deadbeef' }],
    ];
    const genuine = stripe.event(sessionId);
    cases.push(['signature', { body: genuine.body.replace('"amount_total": 300', '"amount_total": 30000'), signature: genuine.signature }]);
    expect(genuine.body).toContain('"amount_total": 300');

    for (const [reason, event] of cases) {
      const { status, json } = await stripe.deliver(endpoint.url, event);
      expect({ status, json }).toEqual({ status: 400, json: expect.objectContaining({ outcome: 'refused', reason }) });
    }
    expect(stripe.retrievals(sessionId)).toBe(0);
  });

  it('acknowledges events it does not act on without re-reading anything', async () => {
    const sessionId = await paidOrder('topup-card-other', 2_000_000);
    const { status, json } = await stripe.deliver(endpoint.url, stripe.event(sessionId, { type: 'checkout.session.expired' }));
    expect(status).toBe(200);
    expect(json).toMatchObject({ outcome: 'ignored', type: 'checkout.session.expired' });
    expect(stripe.retrievals(sessionId)).toBe(0);
  });

  it('leaves a delivery for Stripe to retry when Stripe cannot be re-read', async () => {
    const sessionId = await paidOrder('topup-card-down', 2_000_000);
    const event = stripe.event(sessionId);
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    const down = { ...config, apiBase: closed.url };
    const verdict: Promise<StripeWebhookVerdict> = confirmStripeWebhook(down, event.body, event.signature, {
      findOrder: async () => ({ amountMicros: 2_000_000 }),
    });
    await expect(verdict).rejects.toMatchObject({ name: 'StripeApiError', kind: 'network' });
  });
});
