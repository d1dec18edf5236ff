import {
  FakeNowpayments, FakePayeer, FakeStripe, must, startFakeNowpayments, startFakePayeer, startFakeStripe,
} from '@simrelay/testing';
import { Account, registerVerified } from './support/accounts';
import { startSystem, System } from './support/system';

const STRIPE = { secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e' };
const NOWPAYMENTS = { apiKey: 'np-e2e', ipnSecret: 'np-e2e-ipn' };
const PAYEER = { shopId: '777', secret: 'payeer-e2e' };
const COPIES = 10;

interface Started { topUp: { topUpId: string; status: string }; redirectUrl: string }

/**
 * The three providers connected, each played by a local server that speaks its protocol:
 * the customer is sent to the provider's page, and the provider's notifications, posted to the
 * gateway's public callback routes, credit the balance exactly once.
 */
describe('payment providers through the gateway', () => {
  let system: System;
  let stripe: FakeStripe;
  let nowpayments: FakeNowpayments;
  let payeer: FakePayeer;
  let user: Account;

  beforeAll(async () => {
    [stripe, nowpayments, payeer] = await Promise.all([startFakeStripe(STRIPE), startFakeNowpayments(NOWPAYMENTS), startFakePayeer(PAYEER)]);
    system = await startSystem({
      env: {
        STRIPE_SECRET_KEY: STRIPE.secretKey, STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret, STRIPE_API_BASE: stripe.url,
        NOWPAYMENTS_API_KEY: NOWPAYMENTS.apiKey, NOWPAYMENTS_IPN_SECRET: NOWPAYMENTS.ipnSecret, NOWPAYMENTS_API_BASE: nowpayments.url,
        PAYEER_SHOP_ID: PAYEER.shopId, PAYEER_SECRET_KEY: PAYEER.secret, PAYEER_MERCHANT_URL: `${payeer.url}/merchant/`,
      },
    });
    user = await registerVerified(system);
  }, 90_000);
  afterAll(async () => {
    await system?.stop();
    await Promise.all([stripe?.close(), nowpayments?.close(), payeer?.close()]);
  });

  const balance = async () => (await system.http.get<{ balance: number }>('/users/balance', user.token)).body.balance;
  const start = async (path: string, body: object) => {
    const reply = await system.http.post<Started>(path, body, user.token);
    expect(reply.status).toBe(201);
    return reply.body;
  };

  it('offers every method without test mode', async () => {
    const methods = await system.http.get<{ testMode: boolean; methods: Record<string, { available: boolean }> }>('/users/payment/methods', user.token);
    expect(methods.body).toMatchObject({ testMode: false, methods: { card: { available: true }, payeer: { available: true }, crypto: { available: true } } });
  });

  it('card: Stripe Checkout, a webhook delivered ten times credits once, a forged one is refused', async () => {
    const before = await balance();
    const started = await start('/users/payment', { amount: 10, method: 'card' });
    const session = must([...stripe.sessions.values()].find((s) => s['client_reference_id'] === started.topUp.topUpId));
    expect(started.redirectUrl).toBe(session['url']);
    stripe.complete(session.id);
    const forged = stripe.event(session.id, { secret: 'whsec_guess' });
    expect((await stripe.deliver(`${system.baseUrl}/payments/stripe/webhook`, forged)).status).toBe(400);
    expect(await balance()).toBe(before);
    const event = stripe.event(session.id);
    const deliveries = await Promise.all(Array.from({ length: COPIES }, () => stripe.deliver(`${system.baseUrl}/payments/stripe/webhook`, event)));
    expect(deliveries.map((d) => d.status)).toEqual(Array(COPIES).fill(200));
    expect(await balance()).toBeCloseTo(before + 9.8, 6);
  });

  it('crypto: a NOWPayments invoice in the chosen coin; its IPN credits once', async () => {
    const before = await balance();
    const started = await start('/users/payment/crypto', { amount: 15, coin: 'LTC', network: 'Litecoin' });
    const invoice = must([...nowpayments.invoices.values()].find((i) => i.order_id === started.topUp.topUpId));
    expect(invoice['pay_currency']).toBe('ltc');
    const ipn = nowpayments.ipn(nowpayments.pay(invoice.id).payment_id);
    const url = `${system.baseUrl}/payments/nowpayments/ipn`;
    expect((await nowpayments.deliver({ ...ipn, signature: '0'.repeat(128) }, url)).status).toBe(400);
    const deliveries = await Promise.all(Array.from({ length: COPIES }, () => nowpayments.deliver(ipn, url)));
    expect(deliveries.map((d) => d.status)).toEqual(Array(COPIES).fill(200));
    expect(await balance()).toBeCloseTo(before + 14.7, 6);
  });

  it('Payeer: the signed merchant form; the status notification answers success and credits once', async () => {
    const before = await balance();
    const started = await start('/users/payeer', { amount: 5 });
    expect((await fetch(started.redirectUrl)).status).toBe(200);
    const statusUrl = `${system.baseUrl}/payments/payeer/status`;
    const tampered = await payeer.deliver(statusUrl, payeer.notification(started.redirectUrl, { changes: { m_amount: '500.00' } }));
    expect(tampered.answers).toEqual([{ status: 200, text: `${started.topUp.topUpId}|error` }]);
    const delivery = await payeer.deliver(statusUrl, payeer.notification(started.redirectUrl), COPIES);
    expect(delivery.answers).toEqual(Array(COPIES).fill({ status: 200, text: `${started.topUp.topUpId}|success` }));
    expect(await balance()).toBeCloseTo(before + 4.95, 6);
  });
});
