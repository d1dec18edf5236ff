import { createHmac, randomInt } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { LocalServer, RecordedRequest, sendJson, startLocalServer } from './local-server';

/**
 * A local stand-in for NOWPayments, for tests only: it speaks the documented API
 * (`x-api-key`, JSON bodies, "Create invoice" answering with `invoice_url`, "Get payment
 * status") and sends IPNs signed as the documentation's Node example signs them. That
 * signing is written here from the documentation, independently of nowpayments-ipn.ts, so the
 * two check each other. Listens on 127.0.0.1 only.
 */

/**
 * The documentation's Node example, as printed there: keys sorted at every depth (arrays,
 * being objects to `typeof`, come out keyed "0", "1", ...), then JSON.stringify and a hex
 * HMAC-SHA512 with the IPN secret.
 */
export function documentedIpnSignature(params: Record<string, unknown>, notificationsKey: string): string {
  function sortObject(obj: Record<string, unknown>): Record<string, unknown> {
    return Object.keys(obj)
      .sort()
      .reduce<Record<string, unknown>>((result, key) => {
        const value = obj[key];
        result[key] = value && typeof value === 'object' ? sortObject(value as Record<string, unknown>) : value;
        return result;
      }, {});
  }
  const hmac = createHmac('sha512', notificationsKey);
  hmac.update(JSON.stringify(sortObject(params)));
  return hmac.digest('hex');
}

export type FakeInvoice = Record<string, unknown> & { id: string; order_id: string; price_amount: string; ipn_callback_url: string };
export type FakePayment = Record<string, unknown> & { payment_id: number; payment_status: string; order_id: string | null };

export interface FakeNowpayments extends LocalServer {
  invoices: Map<string, FakeInvoice>;
  payments: Map<number, FakePayment>;
  requests: RecordedRequest[];
  /** GETs of one payment: how often it was re-read. */
  retrievals(paymentId: number): number;
  /** The customer paid the invoice (or started to): a payment record, as "Get payment status" shows it. */
  pay(invoiceId: string, changes?: Partial<FakePayment>): FakePayment;
  /** The IPN NOWPayments would POST for a payment: its body (keys in their order, not sorted) and signature. */
  ipn(paymentId: number, options?: { secret?: string }): { body: string; signature: string };
  /** POSTs an IPN to the invoice's `ipn_callback_url` (or another URL), as NOWPayments delivers it. */
  deliver(ipn: { body: string; signature: string }, url?: string): Promise<{ status: number; json: unknown }>;
}

const TICKERS = new Set(['btc', 'eth', 'ltc', 'usdttrc20', 'usdterc20', 'usdtbsc', 'trx']);

export async function startFakeNowpayments(options: { apiKey: string; ipnSecret: string }): Promise<FakeNowpayments> {
  const invoices = new Map<string, FakeInvoice>();
  const payments = new Map<number, FakePayment>();
  const requests: RecordedRequest[] = [];
  const refuse = (res: ServerResponse, statusCode: number, code: string, message: string) =>
    sendJson(res, statusCode, { status: false, statusCode, code, message });

  const server = await startLocalServer((req, raw, res) => {
    const url = new URL(req.url ?? '/', 'http://nowpayments.local');
    const text = raw.toString('utf8');
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body: text });

    if (req.headers['x-api-key'] !== options.apiKey) return refuse(res, 403, 'INVALID_API_KEY', 'Invalid api key');

    if (req.method === 'POST' && url.pathname === '/v1/invoice') {
      if (!req.headers['content-type']?.startsWith('application/json')) return refuse(res, 400, 'INVALID_REQUEST_PARAMS', 'body must be JSON');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text);
      } catch {
        return refuse(res, 400, 'INVALID_REQUEST_PARAMS', 'body must be JSON');
      }
      const problems = [
        typeof body['price_amount'] === 'number' && body['price_amount'] > 0 ? null : 'price_amount',
        body['price_currency'] === 'usd' ? null : 'price_currency',
        TICKERS.has(String(body['pay_currency'])) ? null : 'pay_currency',
        ...['order_id', 'order_description', 'ipn_callback_url', 'success_url', 'cancel_url'].map((k) =>
          typeof body[k] === 'string' && body[k] !== '' ? null : k,
        ),
      ].filter(Boolean);
      if (problems.length) return refuse(res, 400, 'INVALID_REQUEST_PARAMS', `"${problems[0]}" is invalid`);
      const id = String(randomInt(1_000_000_000, 9_999_999_999));
      const now = new Date().toISOString();
      const invoice: FakeInvoice = {
        id,
        token_id: String(randomInt(1_000_000_000, 9_999_999_999)),
        order_id: body['order_id'] as string,
        order_description: body['order_description'],
        // Their invoice answers write amounts as strings.
        price_amount: String(body['price_amount']),
        price_currency: 'usd',
        pay_currency: body['pay_currency'],
        ipn_callback_url: body['ipn_callback_url'] as string,
        invoice_url: `https://nowpayments.io/payment/?iid=${id}`,
        success_url: body['success_url'],
        cancel_url: body['cancel_url'],
        partially_paid_url: null,
        payout_currency: null,
        created_at: now,
        updated_at: now,
        is_fixed_rate: false,
        is_fee_paid_by_user: false,
      };
      invoices.set(id, invoice);
      return sendJson(res, 200, invoice);
    }
    const match = /^\/v1\/payment\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const payment = payments.get(Number(match[1]));
      if (!payment) return refuse(res, 404, 'NOT_FOUND', 'Payment not found');
      return sendJson(res, 200, payment);
    }
    return refuse(res, 404, 'NOT_FOUND', 'Not found');
  });

  return {
    ...server,
    invoices,
    payments,
    requests,
    retrievals: (paymentId) => requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment/${paymentId}`).length,
    pay(invoiceId, changes = {}) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      const now = new Date().toISOString();
      // Field order as in their "Webhooks Examples" (not sorted), with the nested fee object.
      const payment: FakePayment = {
        payment_id: randomInt(1_000_000_000, 9_999_999_999),
        parent_payment_id: null,
        invoice_id: Number(invoiceId),
        payment_status: 'finished',
        pay_address: 'TXk3ZpCq7c6vXoVf1tzj5p6G1Z8TyTest1',
        payin_extra_id: null,
        price_amount: Number(invoice.price_amount),
        price_currency: 'usd',
        pay_amount: 12.04,
        actually_paid: 12.04,
        actually_paid_at_fiat: 0,
        pay_currency: invoice['pay_currency'],
        order_id: invoice.order_id,
        order_description: invoice['order_description'],
        purchase_id: String(randomInt(1_000_000_000, 9_999_999_999)),
        outcome_amount: 11.9,
        outcome_currency: invoice['pay_currency'],
        payment_extra_ids: null,
        fee: { currency: invoice['pay_currency'], depositFee: 0.09853637216235617, withdrawalFee: 0, serviceFee: 0 },
        created_at: now,
        updated_at: now,
        ...changes,
      };
      payments.set(payment.payment_id, payment);
      return payment;
    },
    ipn(paymentId, { secret = options.ipnSecret } = {}) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      const params = structuredClone(payment);
      return { body: JSON.stringify(params), signature: documentedIpnSignature(params, secret) };
    },
    async deliver(ipn, target) {
      const payment = JSON.parse(ipn.body) as FakePayment;
      const invoice = invoices.get(String(payment['invoice_id']));
      const url = target ?? invoice?.ipn_callback_url;
      if (!url) throw new Error('no ipn_callback_url to deliver to');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-nowpayments-sig': ipn.signature },
        body: ipn.body,
      });
      return { status: response.status, json: await response.json() };
    },
  };
}
