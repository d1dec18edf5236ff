import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * NOWPayments IPN (callback) verification, as their API documentation describes it
 * ("Instant Payments Notifications"): the POST body is a JSON object; sort it by keys,
 * recursively, serialise it with JSON.stringify (no spaces), take the hex HMAC-SHA512 of
 * that keyed with the IPN secret, and compare it with the `x-nowpayments-sig` header.
 * The IPN carries no timestamp, so an old IPN cannot be told from a new one by its
 * signature: the payment is always re-read from NOWPayments before crediting.
 */

/** `header`: missing or not a SHA-512 hex; `body`: not a JSON object; `signature`: no match. */
export type NowpaymentsIpnFailure = 'header' | 'body' | 'signature';

/** The payment fields of an IPN body (it is "similar to a get payment status response body"). */
export interface NowpaymentsIpnBody {
  payment_id?: number | string;
  invoice_id?: number | string | null;
  parent_payment_id?: number | string | null;
  payment_status?: string;
  price_amount?: number | string;
  price_currency?: string;
  pay_currency?: string;
  order_id?: string | null;
  [key: string]: unknown;
}

export type NowpaymentsIpnResult =
  | { ok: true; body: NowpaymentsIpnBody }
  | { ok: false; reason: NowpaymentsIpnFailure; message: string };

/**
 * Payment statuses as NOWPayments documents them ("Get payment status"). Only `finished`
 * means the money arrived in full.
 */
export const NOWPAYMENTS_PAYMENT_STATUSES = {
  waiting: 'waiting for the customer to send the payment; the initial status',
  confirming: 'the transaction is being processed on the blockchain',
  confirmed: 'the blockchain confirmed it (enough confirmations); not yet settled to us',
  sending: 'the funds are being sent to our payout wallet; not yet arrived',
  partially_paid: 'the customer sent less than the price: never credited automatically',
  finished: 'the funds reached our payout wallet: the payment is complete',
  failed: 'the payment was not completed because of an error',
  refunded: 'the funds were sent back to the customer',
  expired: 'the customer did not pay in time (24 hours; 20 minutes at a fixed rate)',
} as const;

export type NowpaymentsPaymentStatus = keyof typeof NOWPAYMENTS_PAYMENT_STATUSES;

/** The one status that pays a top-up. */
export function isFinished(status: unknown): boolean {
  return status === 'finished';
}

/** Statuses after which the top-up will not be paid by this payment. */
export function isFailed(status: unknown): boolean {
  return status === 'failed' || status === 'expired' || status === 'refunded';
}

/** Their bodies are a few hundred bytes; anything this large is not theirs. */
const MAX_BODY_BYTES = 64 * 1024;
const HEX_SHA512 = /^[0-9a-fA-F]{128}$/;

/**
 * The signed string: keys sorted (UTF-16 order, as `Object.keys(...).sort()`) at every depth,
 * then `JSON.stringify`, exactly as the documentation's Node example (`sortObject`) does.
 * That example also turns arrays into objects keyed "0", "1", ... (`typeof [] === 'object'`),
 * while their PHP and Python examples keep arrays: `arraysAsObjects` picks the Node reading.
 */
export function canonicalIpnJson(value: unknown, { arraysAsObjects = false }: { arraysAsObjects?: boolean } = {}): string {
  return JSON.stringify(sortDeep(value, arraysAsObjects));
}

function sortDeep(value: unknown, arraysAsObjects: boolean): unknown {
  if (Array.isArray(value) && !arraysAsObjects) return value.map((item) => sortDeep(item, arraysAsObjects));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(source).sort()) {
    // defineProperty: a key named "__proto__" stays a key instead of replacing the prototype.
    Object.defineProperty(sorted, key, { value: sortDeep(source[key], arraysAsObjects), enumerable: true, writable: true, configurable: true });
  }
  return sorted;
}

function hmacHex(canonical: string, secret: string): string {
  return createHmac('sha512', secret).update(canonical, 'utf8').digest('hex');
}

function hasArray(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value as Record<string, unknown>).some(hasArray);
}

/** An `x-nowpayments-sig` value as NOWPayments computes it; for tests and local servers. */
export function signNowpaymentsIpn(body: unknown, secret: string): string {
  if (!secret) throw new TypeError('the NOWPayments IPN secret is empty');
  const value = typeof body === 'string' ? JSON.parse(body) : body;
  return hmacHex(canonicalIpnJson(value), secret);
}

const fail = (reason: NowpaymentsIpnFailure, message: string): NowpaymentsIpnResult => ({ ok: false, reason, message });

/**
 * Verifies an IPN and returns its parsed body. The signature covers the parsed and re-sorted
 * body, not the raw bytes, so the order of keys on the wire does not matter. With arrays in
 * the body both documented readings of arrays are tried (either is an HMAC with our secret).
 */
export function verifyNowpaymentsIpn(rawBody: string | Buffer, signatureHeader: string | undefined | null, secret: string): NowpaymentsIpnResult {
  if (!secret) throw new TypeError('the NOWPayments IPN secret is empty');
  const signature = typeof signatureHeader === 'string' ? signatureHeader.trim() : '';
  if (!signature) return fail('header', 'no x-nowpayments-sig header');
  if (!HEX_SHA512.test(signature)) return fail('header', 'x-nowpayments-sig is not a hex HMAC-SHA512');

  const text = Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) return fail('body', 'IPN body too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail('body', 'IPN body is not JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return fail('body', 'IPN body is not a JSON object');

  const received = Buffer.from(signature, 'hex');
  const candidates = [canonicalIpnJson(body)];
  if (hasArray(body)) candidates.push(canonicalIpnJson(body, { arraysAsObjects: true }));
  let matched = false;
  for (const canonical of candidates) {
    if (timingSafeEqual(Buffer.from(hmacHex(canonical, secret), 'hex'), received)) matched = true;
  }
  if (!matched) return fail('signature', 'x-nowpayments-sig does not match the body');
  return { ok: true, body: body as NowpaymentsIpnBody };
}
