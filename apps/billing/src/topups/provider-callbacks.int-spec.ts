import { BalanceView, BillingEvents, BillingSubjects, ProviderCallbackReply, TopUpMethodsView, TopUpPaidEvent, TopUpStarted, TopUpSubjects } from '@simrelay/contracts';
import { FakeNowpayments, FakePayeer, FakeStripe, must, startFakeNowpayments, startFakePayeer, startFakeStripe, waitFor } from '@simrelay/testing';
import { randomUUID } from 'node:crypto';
import { JSONCodec } from 'nats';
import { BillingHarness, newKey, startBillingHarness } from '../testing/billing-harness';

// Billing with all three providers configured against local servers that speak their
// protocols and sign as they do. Notifications arrive as the gateway forwards them.

const STRIPE = { secretKey: 'sk_test_local', webhookSecret: 'whsec_local' };
const NOWPAYMENTS = { apiKey: 'np-key', ipnSecret: 'np-ipn-secret' };
const PAYEER = { shopId: '12345', secret: 'payeer-secret' };
const COPIES = 10;

describe('top-ups through real provider protocols', () => {
  let h: BillingHarness;
  let stripe: FakeStripe;
  let nowpayments: FakeNowpayments;
  let payeer: FakePayeer;
  const receipts: TopUpPaidEvent[] = [];

  beforeAll(async () => {
    [stripe, nowpayments, payeer] = await Promise.all([startFakeStripe(STRIPE), startFakeNowpayments(NOWPAYMENTS), startFakePayeer(PAYEER)]);
    h = await startBillingHarness({
      STRIPE_SECRET_KEY: STRIPE.secretKey, STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret, STRIPE_API_BASE: stripe.url,
      NOWPAYMENTS_API_KEY: NOWPAYMENTS.apiKey, NOWPAYMENTS_IPN_SECRET: NOWPAYMENTS.ipnSecret, NOWPAYMENTS_API_BASE: nowpayments.url,
      PAYEER_SHOP_ID: PAYEER.shopId, PAYEER_SECRET_KEY: PAYEER.secret, PAYEER_MERCHANT_URL: `${payeer.url}/merchant/`,
      PUBLIC_WEB_URL: 'https://simrelay.example', PUBLIC_API_URL: 'https://api.simrelay.example',
    });
    const codec = JSONCodec<TopUpPaidEvent>();
    h.messaging.connection.subscribe(h.messaging.namespace.subject(BillingEvents.topUpPaid), {
      callback: (_err, msg) => receipts.push(codec.decode(msg.data)),
    });
    await h.messaging.connection.flush();
  });
  afterAll(async () => {
    await h?.close();
    await Promise.all([stripe?.close(), nowpayments?.close(), payeer?.close()]);
  });

  const balance = async (userId: string) => (await h.request<BalanceView>(BillingSubjects.balance, { userId })).balanceMicros;
  const create = (userId: string, method: string, amountMicros: number, extra: object = {}) =>
    h.request<TopUpStarted>(TopUpSubjects.create, { idempotencyKey: newKey(), userId, method, amountMicros, sandbox: false, ...extra });
  const callback = (provider: string, body: string, signature?: string, remoteAddress = '127.0.0.1') =>
    h.request<ProviderCallbackReply>(TopUpSubjects.callback, { provider, body, remoteAddress, ...(signature ? { signature } : {}) });
  const status = async (userId: string, topUpId: string) =>
    (await h.request<Array<{ topUpId: string; status: string }>>(TopUpSubjects.list, { userId })).find((t) => t.topUpId === topUpId)?.status;
  const receiptsFor = (topUpId: string) => receipts.filter((r) => r.topUpId === topUpId);

  it('offers every configured method, and the sandbox for every method in test mode', async () => {
    expect(await h.request<TopUpMethodsView>(TopUpSubjects.methods, { sandbox: false })).toEqual({
      card: { available: true, provider: 'stripe' }, payeer: { available: true, provider: 'payeer' }, crypto: { available: true, provider: 'nowpayments' },
    });
    expect(await h.request<TopUpMethodsView>(TopUpSubjects.methods, { sandbox: true })).toEqual({
      card: { available: true, provider: 'sandbox' }, payeer: { available: true, provider: 'sandbox' }, crypto: { available: true, provider: 'sandbox' },
    });
  });

  describe('Stripe Checkout', () => {
    async function paidSession(userId: string, amountMicros = 10_000_000) {
      const started = await create(userId, 'card', amountMicros);
      const session = must([...stripe.sessions.values()].find((s) => s['client_reference_id'] === started.topUp.topUpId), 'session');
      return { started, session };
    }

    it('opens a Checkout Session for the top-up and sends the customer to it; a repeated create reuses it', async () => {
      const userId = randomUUID();
      const key = newKey();
      const first = await h.request<TopUpStarted>(TopUpSubjects.create, { idempotencyKey: key, userId, method: 'card', amountMicros: 12_340_000, sandbox: false });
      const again = await h.request<TopUpStarted>(TopUpSubjects.create, { idempotencyKey: key, userId, method: 'card', amountMicros: 12_340_000, sandbox: false });
      expect(first.checkout.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/);
      expect(again.checkout.redirectUrl).toBe(first.checkout.redirectUrl);
      const session = must([...stripe.sessions.values()].find((s) => s['client_reference_id'] === first.topUp.topUpId));
      expect(session).toMatchObject({ amount_total: 1234, success_url: 'https://simrelay.example/payment/success', cancel_url: 'https://simrelay.example/payment/fail' });
    });

    it('credits a paid session once, though the signed event arrives ten times at once', async () => {
      const userId = randomUUID();
      const { started, session } = await paidSession(userId);
      stripe.complete(session.id);
      const event = stripe.event(session.id);
      const replies = await Promise.all(Array.from({ length: COPIES }, () => callback('stripe', event.body, event.signature)));
      expect(replies.map((r) => r.status)).toEqual(Array(COPIES).fill(200));
      expect(await balance(userId)).toBe(9_800_000);
      expect(await status(userId, started.topUp.topUpId)).toBe('paid');
      // Replayed later: still once.
      expect((await callback('stripe', event.body, event.signature)).status).toBe(200);
      expect(await balance(userId)).toBe(9_800_000);
      await waitFor(async () => (receiptsFor(started.topUp.topUpId).length ? true : undefined), 'the receipt event');
      expect(receiptsFor(started.topUp.topUpId)).toEqual([expect.objectContaining({ userId, amountMicros: 10_000_000, feeMicros: 200_000, balanceMicros: 9_800_000 })]);
    });

    it('credits nothing for a bad signature, a stale timestamp, an unpaid session, a changed amount or an unknown order', async () => {
      const userId = randomUUID();
      const { started, session } = await paidSession(userId);
      stripe.complete(session.id);
      const forged = stripe.event(session.id, { secret: 'whsec_guessed' });
      expect((await callback('stripe', forged.body, forged.signature)).status).toBe(400);
      const stale = stripe.event(session.id, { timestamp: Math.floor(Date.now() / 1000) - 301 });
      expect((await callback('stripe', stale.body, stale.signature)).status).toBe(400);
      const tampered = stripe.event(session.id);
      expect((await callback('stripe', tampered.body.replace('"paid"', '"unpaid"'), tampered.signature)).status).toBe(400);
      expect((await callback('stripe', tampered.body)).status).toBe(400);

      session['amount_total'] = 1;
      const cheaper = stripe.event(session.id);
      expect((await callback('stripe', cheaper.body, cheaper.signature)).status).toBe(200);

      const other = await paidSession(userId);
      other.session['client_reference_id'] = randomUUID();
      other.session['metadata'] = { order_id: other.session['client_reference_id'] as string };
      stripe.complete(other.session.id);
      const unknown = stripe.event(other.session.id);
      expect((await callback('stripe', unknown.body, unknown.signature)).status).toBe(200);

      const unpaid = await paidSession(userId);
      const early = stripe.event(unpaid.session.id);
      expect((await callback('stripe', early.body, early.signature)).status).toBe(200);

      expect(await balance(userId)).toBe(0);
      expect(await status(userId, started.topUp.topUpId)).toBe('pending');
      expect(await status(userId, unpaid.started.topUp.topUpId)).toBe('pending');
    });
  });

  describe('NOWPayments', () => {
    async function invoiceFor(userId: string, amountMicros = 20_000_000) {
      const started = await create(userId, 'crypto', amountMicros, { coin: 'USDT', network: 'TRC20' });
      const invoice = must([...nowpayments.invoices.values()].find((i) => i.order_id === started.topUp.topUpId), 'invoice');
      return { started, invoice };
    }

    it('invoices in the chosen coin and network with our IPN address, and credits a finished payment once', async () => {
      const userId = randomUUID();
      const { started, invoice } = await invoiceFor(userId);
      expect(invoice).toMatchObject({ pay_currency: 'usdttrc20', ipn_callback_url: 'https://api.simrelay.example/payments/nowpayments/ipn' });
      expect(started.checkout.redirectUrl).toBe(invoice['invoice_url']);
      const payment = nowpayments.pay(invoice.id);
      const ipn = nowpayments.ipn(payment.payment_id);
      const replies = await Promise.all(Array.from({ length: COPIES }, () => callback('nowpayments', ipn.body, ipn.signature)));
      expect(replies.map((r) => r.status)).toEqual(Array(COPIES).fill(200));
      expect(await balance(userId)).toBe(19_600_000);
      expect(await status(userId, started.topUp.topUpId)).toBe('paid');
      expect(nowpayments.retrievals(payment.payment_id)).toBeGreaterThanOrEqual(1);
    });

    it('credits nothing for a bad signature, an underpaid or other-amount payment, or an unknown order', async () => {
      const userId = randomUUID();
      const { started, invoice } = await invoiceFor(userId);
      const genuine = nowpayments.pay(invoice.id);
      const forged = nowpayments.ipn(genuine.payment_id, { secret: 'guessed' });
      expect((await callback('nowpayments', forged.body, forged.signature)).status).toBe(400);
      expect((await callback('nowpayments', forged.body)).status).toBe(400);

      const other = await invoiceFor(userId);
      const cheaper = nowpayments.pay(other.invoice.id, { price_amount: 1 });
      const cheap = nowpayments.ipn(cheaper.payment_id);
      expect((await callback('nowpayments', cheap.body, cheap.signature)).status).toBe(200);
      const partial = nowpayments.pay(other.invoice.id, { payment_status: 'partially_paid' });
      const part = nowpayments.ipn(partial.payment_id);
      expect((await callback('nowpayments', part.body, part.signature)).status).toBe(200);

      const third = await invoiceFor(userId);
      const stranger = nowpayments.pay(third.invoice.id, { order_id: randomUUID() });
      const strange = nowpayments.ipn(stranger.payment_id);
      expect((await callback('nowpayments', strange.body, strange.signature)).status).toBe(200);

      expect(await balance(userId)).toBe(0);
      expect(await status(userId, started.topUp.topUpId)).toBe('pending');
      expect(await status(userId, other.started.topUp.topUpId)).toBe('pending');
    });
  });

  describe('Payeer', () => {
    it('sends the customer to the signed merchant form, which Payeer accepts', async () => {
      const started = await create(randomUUID(), 'payeer', 5_000_000);
      expect(started.checkout.form).toMatchObject({ method: 'GET', fields: { m_shop: PAYEER.shopId, m_orderid: started.topUp.topUpId, m_amount: '5.00', m_curr: 'USD' } });
      expect((await fetch(started.checkout.redirectUrl)).status).toBe(200);
    });

    it('credits once and answers success to a notification arriving ten times at once', async () => {
      const userId = randomUUID();
      const started = await create(userId, 'payeer', 10_000_000);
      const body = payeer.notification(started.checkout.redirectUrl);
      const replies = await Promise.all(Array.from({ length: COPIES }, () => callback('payeer', body)));
      expect(replies.map((r) => [r.status, r.body])).toEqual(Array(COPIES).fill([200, `${started.topUp.topUpId}|success`]));
      expect(await balance(userId)).toBe(9_900_000);
      expect(await status(userId, started.topUp.topUpId)).toBe('paid');
    });

    it('answers error and credits nothing for a bad signature, another amount, an unknown order or a failed status', async () => {
      const userId = randomUUID();
      const started = await create(userId, 'payeer', 10_000_000);
      const url = started.checkout.redirectUrl;
      const cases = [
        payeer.notification(url, { secret: 'guessed' }),
        payeer.notification(url, { changes: { m_amount: '1.00' } }),
        payeer.notification(url, { changes: { m_orderid: randomUUID() } }),
        payeer.notification(url, { changes: { m_status: 'fail' } }),
        payeer.notification(url, { changes: { m_shop: '99999' } }),
      ];
      for (const body of cases) {
        const reply = await callback('payeer', body);
        expect(reply.body).toMatch(/\|error$/);
      }
      expect(await balance(userId)).toBe(0);
      expect(await status(userId, started.topUp.topUpId)).toBe('pending');
    });
  });
});
