import { FakeNowpayments, LocalServer, must, sendJson, startFakeNowpayments, startLocalServer } from '@simrelay/testing';
import { nowpaymentsConfig, NowpaymentsConfig } from './nowpayments-config';
import { confirmNowpaymentsIpn } from './nowpayments-confirm';
import { createInvoice, cryptoCurrencyCode } from './nowpayments-invoice';

const API_KEY = 'NP-LOCAL-CONFIRM';
const IPN_SECRET = 'np-ipn-local-confirm';

/**
 * The whole crypto flow against local servers: our code creates an invoice at the fake
 * NOWPayments, the "customer" pays, the fake POSTs a signed IPN to the invoice's
 * ipn_callback_url, a local endpoint that runs confirmNowpaymentsIpn (verify, re-read the
 * payment, compare with the order) and answers with the verdict. Nothing is credited here.
 */
describe('NOWPayments IPN to verdict, against local servers', () => {
  let np: FakeNowpayments;
  let endpoint: LocalServer;
  let config: NowpaymentsConfig;
  /** Our orders: top-up id -> what we invoiced. */
  const orders = new Map<string, { amountMicros: number; payCurrency: string }>();

  beforeAll(async () => {
    np = await startFakeNowpayments({ apiKey: API_KEY, ipnSecret: IPN_SECRET });
    config = must(nowpaymentsConfig({ apiKey: API_KEY, ipnSecret: IPN_SECRET, apiBase: np.url }));
    endpoint = await startLocalServer(async (req, body, res) => {
      const header = req.headers['x-nowpayments-sig'];
      const verdict = await confirmNowpaymentsIpn(config, body, typeof header === 'string' ? header : undefined, {
        findOrder: async (orderId) => orders.get(orderId) ?? null,
      });
      sendJson(res, verdict.outcome === 'refused' ? 400 : 200, verdict);
    });
  });
  afterAll(async () => {
    await endpoint.close();
    await np.close();
  });

  /** An order and its invoice at NOWPayments, in the coin and network the customer chose. */
  async function invoicedOrder(orderId: string, amountMicros: number, coin = 'USDT', network = 'TRC20', { register = true } = {}) {
    const payCurrency = must(cryptoCurrencyCode(coin, network));
    if (register) orders.set(orderId, { amountMicros, payCurrency });
    const { invoiceId } = await createInvoice(config, {
      orderId,
      amountMicros,
      payCurrency,
      ipnCallbackUrl: `${endpoint.url}/billing/ipn/nowpayments`,
      successUrl: 'https://simrelay.example/payment/success',
      cancelUrl: 'https://simrelay.example/payment/fail',
      description: 'SimRelay balance top-up',
    });
    return invoiceId;
  }

  it('declares a verified, re-read, finished payment of the right amount paid', async () => {
    const invoiceId = await invoicedOrder('topup-np-1', 12_500_000);
    const payment = np.pay(invoiceId);
    const { status, json } = await np.deliver(np.ipn(payment.payment_id));
    expect(status).toBe(200);
    expect(json).toEqual({ outcome: 'paid', paymentId: String(payment.payment_id), orderId: 'topup-np-1', amountMicros: 12_500_000 });
    expect(np.retrievals(payment.payment_id)).toBe(1);
  });

  it('gives the same verdict to the same IPN delivered ten times in parallel', async () => {
    const invoiceId = await invoicedOrder('topup-np-10x', 3_000_000, 'BTC', 'Bitcoin');
    const payment = np.pay(invoiceId);
    const ipn = np.ipn(payment.payment_id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => np.deliver(ipn)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, json: expect.objectContaining({ outcome: 'paid', orderId: 'topup-np-10x', amountMicros: 3_000_000 }) });
    expect(np.retrievals(payment.payment_id)).toBe(10);
  });

  it('follows the payment through its statuses and pays only when finished', async () => {
    const invoiceId = await invoicedOrder('topup-np-steps', 7_000_000, 'LTC', 'Litecoin');
    const payment = np.pay(invoiceId, { payment_status: 'waiting' });
    for (const status of ['waiting', 'confirming', 'confirmed', 'sending', 'partially_paid']) {
      payment.payment_status = status;
      const { json } = await np.deliver(np.ipn(payment.payment_id));
      expect(json).toMatchObject({ outcome: 'unpaid', status, orderId: 'topup-np-steps' });
    }
    payment.payment_status = 'finished';
    expect((await np.deliver(np.ipn(payment.payment_id))).json).toMatchObject({ outcome: 'paid', amountMicros: 7_000_000 });
  });

  it('refuses when the re-read payment is for another amount than the order', async () => {
    const invoiceId = await invoicedOrder('topup-np-amount', 20_000_000);
    const payment = np.pay(invoiceId);
    const ipn = np.ipn(payment.payment_id);
    payment['price_amount'] = 2;
    const { status, json } = await np.deliver(ipn);
    expect(status).toBe(400);
    expect(json).toMatchObject({ outcome: 'refused', reason: 'amount' });
  });

  it('trusts the re-read, not the IPN: a replayed "finished" IPN of a refunded payment credits nothing', async () => {
    const invoiceId = await invoicedOrder('topup-np-replay', 5_000_000);
    const payment = np.pay(invoiceId);
    const finishedIpn = np.ipn(payment.payment_id);
    payment.payment_status = 'refunded';
    const { status, json } = await np.deliver(finishedIpn);
    expect(status).toBe(200);
    expect(json).toMatchObject({ outcome: 'unpaid', status: 'refunded' });
  });

  it('refuses a payment paid in another coin than invoiced, and a repeated deposit', async () => {
    const wrongAsset = np.pay(await invoicedOrder('topup-np-asset', 5_000_000, 'USDT', 'TRC20'), { pay_currency: 'usdterc20' });
    expect((await np.deliver(np.ipn(wrongAsset.payment_id))).json).toMatchObject({ outcome: 'refused', reason: 'pay_currency' });

    const first = np.pay(await invoicedOrder('topup-np-again', 5_000_000, 'ETH', 'ERC20'));
    const again = np.pay(String(first['invoice_id']), { parent_payment_id: first.payment_id });
    expect((await np.deliver(np.ipn(again.payment_id))).json).toMatchObject({ outcome: 'refused', reason: 'repeated_deposit' });
  });

  it('refuses a payment for an order we do not know', async () => {
    const payment = np.pay(await invoicedOrder('topup-np-stranger', 5_000_000, 'USDT', 'TRC20', { register: false }));
    const { status, json } = await np.deliver(np.ipn(payment.payment_id));
    expect(status).toBe(400);
    expect(json).toMatchObject({ outcome: 'refused', reason: 'unknown_order' });
  });

  it('refuses tampered, wrongly signed and unsigned IPNs without asking NOWPayments', async () => {
    const payment = np.pay(await invoicedOrder('topup-np-bad', 1_000_000));
    const genuine = np.ipn(payment.payment_id);
    const cases: Array<[string, { body: string; signature: string }]> = [
      ['signature', { body: genuine.body.replace('"price_amount":1,', '"price_amount":1000,'), signature: genuine.signature }],
      ['signature', { body: genuine.body.replace('"serviceFee":0', '"serviceFee":1'), signature: genuine.signature }],
      ['signature', np.ipn(payment.payment_id, { secret: 'not-our-secret' })],
      ['header', { body: genuine.body, signature: '' }],
      ['header', { body: genuine.body, signature: 'sha512=' + genuine.signature }],
    ];
    expect(cases.slice(0, 2).map(([, ipn]) => ipn.body)).not.toContain(genuine.body);
    for (const [reason, ipn] of cases) {
      const { status, json } = await np.deliver(ipn);
      expect({ status, json }).toEqual({ status: 400, json: expect.objectContaining({ outcome: 'refused', reason }) });
    }
    expect(np.retrievals(payment.payment_id)).toBe(0);
  });

  it('leaves an IPN for NOWPayments to resend when the payment cannot be re-read', async () => {
    const payment = np.pay(await invoicedOrder('topup-np-down', 1_000_000));
    const ipn = np.ipn(payment.payment_id);
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    await expect(
      confirmNowpaymentsIpn({ ...config, apiBase: closed.url }, ipn.body, ipn.signature, { findOrder: async () => ({ amountMicros: 1_000_000 }) }),
    ).rejects.toMatchObject({ name: 'NowpaymentsApiError', kind: 'network' });
  });
});
