import { parsePayeerAmount } from './payeer-amount';
import { assertPayeerAvailable, PayeerConfig } from './payeer-config';
import { PayeerCurrency } from './payeer-form';
import { payeerSign, payeerSignatureMatches } from './payeer-signature';

/** What we issued for an order, read from our own records, never from the notification. */
export interface PayeerExpectedPayment {
  readonly orderId: string;
  readonly amountMicros: number;
  readonly currency: PayeerCurrency;
}

export type PayeerRefusal = 'fields' | 'signature' | 'shop' | 'order' | 'status' | 'currency' | 'amount';

export type PayeerStatusResult =
  | { readonly ok: true; readonly orderId: string; readonly operationId: string; readonly amountMicros: number }
  | { readonly ok: false; readonly reason: PayeerRefusal };

/** The signed fields of a status notification, in the documented order; `m_params` follows when sent. */
export const PAYEER_STATUS_SIGNED_FIELDS = [
  'm_operation_id',
  'm_operation_ps',
  'm_operation_date',
  'm_operation_pay_date',
  'm_shop',
  'm_orderid',
  'm_amount',
  'm_curr',
  'm_desc',
  'm_status',
] as const;

/**
 * The two dates (e.g. '21.03.2022 12:34:56') are the only signed values allowed to contain ':'.
 * Every other value must be free of it, so no value can be moved across a field boundary
 * without breaking the signature; the dates, being adjacent, can only trade text with each
 * other, and we read neither.
 */
const MAY_CONTAIN_COLON = new Set<string>(['m_operation_date', 'm_operation_pay_date']);

/** The signature Payeer puts in `m_sign` of a status notification. */
export function payeerStatusSignature(body: Readonly<Record<string, string>>, secretKey: string): string {
  const values = PAYEER_STATUS_SIGNED_FIELDS.map((name) => body[name] ?? '');
  // The documented rule is "when m_params was sent": present, even if empty.
  if (body['m_params'] !== undefined) values.push(body['m_params']);
  return payeerSign(values, secretKey);
}

function wellFormed(body: Readonly<Record<string, unknown>>): boolean {
  for (const name of [...PAYEER_STATUS_SIGNED_FIELDS, 'm_sign']) {
    const value = body[name];
    if (typeof value !== 'string') return false;
    if (value === '' && name !== 'm_desc') return false;
    if (!MAY_CONTAIN_COLON.has(name) && value.includes(':')) return false;
  }
  const params = body['m_params'];
  return params === undefined || (typeof params === 'string' && !params.includes(':'));
}

/**
 * Checks one status notification against what we issued. Pure and deterministic: it reads
 * nothing but its arguments and changes nothing, so the same notification arriving any number
 * of times gives the same answer. Crediting once is the ledger's job.
 *
 * Order of checks: shape, then signature (nothing unsigned is trusted), then that it is our
 * shop, our order, a completed payment, and exactly the currency and amount we asked for.
 * `expected` is undefined when the order id is not one we issued.
 */
export function verifyPayeerStatus(
  config: PayeerConfig,
  body: Readonly<Record<string, string>>,
  expected: PayeerExpectedPayment | undefined,
): PayeerStatusResult {
  assertPayeerAvailable(config);
  if (!wellFormed(body)) return { ok: false, reason: 'fields' };
  if (!payeerSignatureMatches(body['m_sign'], payeerStatusSignature(body, config.secretKey))) {
    return { ok: false, reason: 'signature' };
  }
  if (body['m_shop'] !== config.shopId) return { ok: false, reason: 'shop' };
  if (!expected || body['m_orderid'] !== expected.orderId) return { ok: false, reason: 'order' };
  if (body['m_status'] !== 'success') return { ok: false, reason: 'status' };
  if (body['m_curr'] !== expected.currency) return { ok: false, reason: 'currency' };
  const amountMicros = parsePayeerAmount(body['m_amount'] ?? '');
  if (amountMicros === undefined || amountMicros !== expected.amountMicros) return { ok: false, reason: 'amount' };
  return { ok: true, orderId: expected.orderId, operationId: body['m_operation_id'] ?? '', amountMicros };
}

/**
 * The plain-text body the status handler answers with: `<orderid>|success` once the payment
 * is accepted, `<orderid>|error` otherwise.
 */
export function payeerAnswer(orderId: string, ok: boolean): string {
  // Only the order id goes back, and nothing that could add a line or another '|'.
  const safe = String(orderId ?? '').replace(/[\r\n|]/g, '');
  return `${safe}|${ok ? 'success' : 'error'}`;
}
