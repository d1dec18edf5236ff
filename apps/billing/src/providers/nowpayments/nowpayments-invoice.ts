import { MICROS_PER_DOLLAR, microsToDollars } from '@simrelay/contracts';
import { FetchLike, isHttpUrl, ProviderApiError, providerRequest, str } from '../provider-http';
import { NOWPAYMENTS_TIMEOUT_MS, NowpaymentsConfig } from './nowpayments-config';
import { isFinished } from './nowpayments-ipn';

/**
 * NOWPayments invoices over plain HTTP (no SDK): "POST Create invoice" makes a hosted payment
 * page in the coin and network the customer chose, priced in USD; "GET Get payment status"
 * re-reads a payment before anything is credited (NOWPayments API documentation, Postman,
 * documenter.getpostman.com/view/7907941/2s93JusNJt).
 */


/**
 * Our coin and network choice (as the payment page offers them) to NOWPayments' ticker. The
 * ticker carries the network: USDT on Tron is `usdttrc20`, on Ethereum `usdterc20`.
 */
export const NOWPAYMENTS_CURRENCIES = [
  { coin: 'USDT', network: 'TRC20', code: 'usdttrc20' },
  { coin: 'USDT', network: 'ERC20', code: 'usdterc20' },
  { coin: 'BTC', network: 'Bitcoin', code: 'btc' },
  { coin: 'ETH', network: 'ERC20', code: 'eth' },
  { coin: 'LTC', network: 'Litecoin', code: 'ltc' },
] as const;

export type NowpaymentsCurrencyCode = (typeof NOWPAYMENTS_CURRENCIES)[number]['code'];

const normalize = (value: string): string => value.trim().toLowerCase().replace(/[\s_-]/g, '');

/** The `pay_currency` for a coin on a network, or null when we do not offer that pair. */
export function cryptoCurrencyCode(coin: string, network: string): NowpaymentsCurrencyCode | null {
  const c = normalize(coin);
  const n = normalize(network);
  return NOWPAYMENTS_CURRENCIES.find((entry) => normalize(entry.coin) === c && normalize(entry.network) === n)?.code ?? null;
}

/** An error talking to NOWPayments (kinds as ProviderApiError's); never carries the API key. */
export class NowpaymentsApiError extends ProviderApiError<{ status?: number; code?: string }> {
  override readonly name = 'NowpaymentsApiError';
}

export interface InvoiceRequest {
  /** Our top-up id: `order_id`, echoed in every IPN and payment. */
  orderId: string;
  amountMicros: number;
  /** A NOWPayments ticker, usually from `cryptoCurrencyCode`. */
  payCurrency: string;
  ipnCallbackUrl: string;
  successUrl: string;
  cancelUrl: string;
  description: string;
}

export interface CreatedInvoice {
  invoiceId: string;
  /** The hosted payment page (`invoice_url`). */
  url: string;
}

const MICROS_PER_CENT = MICROS_PER_DOLLAR / 100;
const ORDER_ID = /^[A-Za-z0-9._:@=+-]{1,200}$/;
const TICKER = /^[a-z0-9]{2,20}$/;

function checkUrl(value: string, name: string): string {
  if (isHttpUrl(value)) return value;
  throw new NowpaymentsApiError('input', `${name} must be an absolute http(s) URL`);
}

/**
 * The documented JSON body of "Create invoice". The price is USD in whole cents: a fiat price
 * with a fraction of a cent would come back rounded and never match on the re-read.
 */
export function invoiceBody(request: InvoiceRequest): Record<string, string | number> {
  const { amountMicros } = request;
  if (!Number.isSafeInteger(amountMicros) || amountMicros <= 0) throw new NowpaymentsApiError('input', 'amountMicros must be a positive integer');
  if (amountMicros % MICROS_PER_CENT !== 0) throw new NowpaymentsApiError('input', 'amountMicros must be a whole number of cents');
  if (!ORDER_ID.test(request.orderId)) throw new NowpaymentsApiError('input', 'orderId has an unexpected form');
  if (!TICKER.test(request.payCurrency)) throw new NowpaymentsApiError('input', 'payCurrency must be a NOWPayments ticker such as usdttrc20');
  const description = request.description.trim();
  if (!description || description.length > 250) throw new NowpaymentsApiError('input', 'description must be 1 to 250 characters');
  return {
    price_amount: microsToDollars(amountMicros),
    price_currency: 'usd',
    pay_currency: request.payCurrency,
    order_id: request.orderId,
    order_description: description,
    ipn_callback_url: checkUrl(request.ipnCallbackUrl, 'ipnCallbackUrl'),
    success_url: checkUrl(request.successUrl, 'successUrl'),
    cancel_url: checkUrl(request.cancelUrl, 'cancelUrl'),
  };
}

/** Creates the hosted payment page for one top-up. */
export async function createInvoice(config: NowpaymentsConfig, request: InvoiceRequest, fetchImpl: FetchLike = fetch): Promise<CreatedInvoice> {
  const body = await nowpaymentsRequest(config, fetchImpl, 'POST', '/v1/invoice', invoiceBody(request));
  const id = body['id'];
  const url = body['invoice_url'];
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '' || typeof url !== 'string' || !url) {
    throw new NowpaymentsApiError('response', 'NOWPayments returned an invoice without id or invoice_url');
  }
  if (body['order_id'] != null && body['order_id'] !== request.orderId) {
    throw new NowpaymentsApiError('response', 'NOWPayments returned an invoice for another order');
  }
  return { invoiceId: String(id), url };
}

/** The fields of a payment that decide whether a top-up is paid. */
export interface NowpaymentsPayment {
  paymentId: string;
  /** waiting, confirming, confirmed, sending, partially_paid, finished, failed, refunded, expired. */
  status: string;
  /** `price_amount` in micro-dollars, or null when absent or not an exact decimal. */
  priceAmountMicros: number | null;
  priceCurrency: string | null;
  payCurrency: string | null;
  orderId: string | null;
  invoiceId: string | null;
  /** Set on a repeated deposit to an already used address: its own payment, not the order's. */
  parentPaymentId: string | null;
  payAmount: number | null;
  actuallyPaid: number | null;
}

const PAYMENT_ID = /^\d{1,20}$/;

/** Re-reads a payment from NOWPayments (with the API key that created it, as their docs require). */
export async function getPayment(config: NowpaymentsConfig, paymentId: string | number, fetchImpl: FetchLike = fetch): Promise<NowpaymentsPayment> {
  const id = String(paymentId);
  if (!PAYMENT_ID.test(id)) throw new NowpaymentsApiError('input', 'payment id must be digits');
  const body = await nowpaymentsRequest(config, fetchImpl, 'GET', `/v1/payment/${id}`);
  if (String(body['payment_id']) !== id) throw new NowpaymentsApiError('response', 'NOWPayments returned another payment than asked for');
  const payment = parsePayment(body);
  if (!payment.status) throw new NowpaymentsApiError('response', 'NOWPayments returned a payment without payment_status');
  return payment;
}

const idStr = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function parsePayment(body: Record<string, unknown>): NowpaymentsPayment {
  return {
    paymentId: String(body['payment_id']),
    status: str(body['payment_status']) ?? '',
    priceAmountMicros: decimalToMicros(body['price_amount']),
    priceCurrency: str(body['price_currency']),
    payCurrency: str(body['pay_currency']),
    orderId: idStr(body['order_id']),
    invoiceId: idStr(body['invoice_id']),
    parentPaymentId: idStr(body['parent_payment_id']),
    payAmount: num(body['pay_amount']),
    actuallyPaid: num(body['actually_paid']),
  };
}

const DECIMAL = /^(\d{1,12})(?:\.(\d+))?$/;

/**
 * Micro-dollars from a dollar amount as NOWPayments writes it (a JSON number, or a string in
 * invoice answers), exactly, without float arithmetic; null when it is not a plain decimal
 * with at most 6 significant decimals.
 */
export function decimalToMicros(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : null;
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 6) return null;
  return Number(match[1]) * MICROS_PER_DOLLAR + Number(fraction.padEnd(6, '0'));
}

export type PaymentRefusal = 'unpaid' | 'order' | 'repeated_deposit' | 'currency' | 'pay_currency' | 'amount';

export type PaymentVerdict =
  | { paid: true; orderId: string; amountMicros: number; paymentId: string }
  | { paid: false; reason: PaymentRefusal; detail: string };

/**
 * Whether a re-read payment pays exactly this order: our order id, `finished`, priced in USD at
 * the amount we asked for, in the coin we asked for when given. A repeated deposit (it has a
 * `parent_payment_id`) is refused: NOWPayments advises against crediting those automatically,
 * as their sum may differ from the order's.
 */
export function checkFinishedPayment(
  payment: NowpaymentsPayment,
  expected: { orderId: string; amountMicros: number; payCurrency?: string },
): PaymentVerdict {
  if (payment.orderId !== expected.orderId) return { paid: false, reason: 'order', detail: 'payment belongs to another order' };
  if (payment.parentPaymentId !== null) {
    return { paid: false, reason: 'repeated_deposit', detail: `repeated deposit of payment ${payment.parentPaymentId}` };
  }
  if (!isFinished(payment.status)) return { paid: false, reason: 'unpaid', detail: `payment_status ${payment.status}` };
  if (payment.priceCurrency?.toLowerCase() !== 'usd') return { paid: false, reason: 'currency', detail: `price_currency ${payment.priceCurrency}` };
  if (expected.payCurrency !== undefined && payment.payCurrency?.toLowerCase() !== expected.payCurrency.toLowerCase()) {
    return { paid: false, reason: 'pay_currency', detail: `pay_currency ${payment.payCurrency}, expected ${expected.payCurrency}` };
  }
  if (payment.priceAmountMicros !== expected.amountMicros) {
    return { paid: false, reason: 'amount', detail: `price_amount ${payment.priceAmountMicros} micros, expected ${expected.amountMicros}` };
  }
  return { paid: true, orderId: expected.orderId, amountMicros: expected.amountMicros, paymentId: payment.paymentId };
}

async function nowpaymentsRequest(
  config: NowpaymentsConfig,
  fetchImpl: FetchLike,
  method: 'GET' | 'POST',
  path: string,
  json?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { 'x-api-key': config.apiKey, accept: 'application/json' };
  if (json) headers['content-type'] = 'application/json';
  const { response, record } = await providerRequest(
    fetchImpl,
    `${config.apiBase}${path}`,
    { method, headers, body: json ? JSON.stringify(json) : undefined, timeoutMs: config.timeoutMs ?? NOWPAYMENTS_TIMEOUT_MS },
    (reason) => new NowpaymentsApiError('network', `NOWPayments ${method} ${path} failed: ${reason}`),
  );
  if (!response.ok) {
    throw new NowpaymentsApiError('http', `NOWPayments answered ${response.status}: ${str(record?.['message']) ?? 'no message'}`, {
      status: response.status,
      code: str(record?.['code']) ?? undefined,
    });
  }
  if (!record) throw new NowpaymentsApiError('response', `NOWPayments answered ${response.status} without a JSON object`, { status: response.status });
  return record;
}
