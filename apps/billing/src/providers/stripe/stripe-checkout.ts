import { MICROS_PER_DOLLAR } from '@simrelay/contracts';
import { FetchLike, isHttpUrl, ProviderApiError, providerRequest, str } from '../provider-http';
import { STRIPE_TIMEOUT_MS, StripeConfig } from './stripe-config';

/**
 * Stripe Checkout Sessions over plain HTTP (no SDK): create a hosted payment page for one
 * top-up, and re-read a session before anything is credited. Docs: "Create a Checkout
 * Session" and "Retrieve a Checkout Session" (docs.stripe.com/api/checkout/sessions).
 */


const MICROS_PER_CENT = MICROS_PER_DOLLAR / 100;

/** Stripe keeps at most 8 digits in `unit_amount` for USD: $999,999.99. */
export const STRIPE_MAX_UNIT_AMOUNT_CENTS = 99_999_999;

/** An error talking to Stripe (kinds as ProviderApiError's); never carries the secret key. */
export class StripeApiError extends ProviderApiError<{
  status?: number;
  /** Stripe's `error.type`, e.g. `invalid_request_error`, `authentication_error`. */
  type?: string;
  /** Stripe's `error.code`, e.g. `resource_missing`, `idempotency_error`. */
  code?: string;
  param?: string;
  /** The `Request-Id` header, for Stripe support. */
  requestId?: string;
}> {
  override readonly name = 'StripeApiError';
}

export interface CheckoutSessionRequest {
  /** Our top-up id: becomes `client_reference_id` and `metadata[order_id]`, and keys the idempotent create. */
  orderId: string;
  amountMicros: number;
  currency: 'usd';
  successUrl: string;
  cancelUrl: string;
  /** The product name the customer sees on the payment page. */
  description: string;
}

export interface CreatedCheckoutSession {
  sessionId: string;
  /** The hosted payment page to redirect the customer to. */
  url: string;
}

/** Stripe's amount in cents; a fraction of a cent cannot be charged, so it is refused rather than rounded. */
export function centsFromMicros(amountMicros: number): number {
  if (!Number.isSafeInteger(amountMicros) || amountMicros <= 0) {
    throw new StripeApiError('input', 'amountMicros must be a positive integer');
  }
  if (amountMicros % MICROS_PER_CENT !== 0) {
    throw new StripeApiError('input', 'amountMicros must be a whole number of cents');
  }
  const cents = amountMicros / MICROS_PER_CENT;
  if (cents > STRIPE_MAX_UNIT_AMOUNT_CENTS) throw new StripeApiError('input', 'amount is above what Stripe accepts');
  return cents;
}

const ORDER_ID = /^[A-Za-z0-9._:@=+-]{1,200}$/;

function checkUrl(value: string, name: string): string {
  if (isHttpUrl(value)) return value;
  throw new StripeApiError('input', `${name} must be an absolute http(s) URL`);
}

/**
 * The documented form body of "Create a Checkout Session" for one line item priced inline.
 * Card only, so a completed session is paid at once (no delayed methods such as bank debits).
 */
export function checkoutSessionForm(request: CheckoutSessionRequest): URLSearchParams {
  if (!ORDER_ID.test(request.orderId)) throw new StripeApiError('input', 'orderId has an unexpected form');
  if (request.currency !== 'usd') throw new StripeApiError('input', 'only usd is supported');
  const name = request.description.trim();
  if (!name || name.length > 250) throw new StripeApiError('input', 'description must be 1 to 250 characters');
  const cents = centsFromMicros(request.amountMicros);
  return new URLSearchParams([
    ['mode', 'payment'],
    ['payment_method_types[0]', 'card'],
    ['line_items[0][price_data][currency]', 'usd'],
    ['line_items[0][price_data][unit_amount]', String(cents)],
    ['line_items[0][price_data][product_data][name]', name],
    ['line_items[0][quantity]', '1'],
    ['client_reference_id', request.orderId],
    ['metadata[order_id]', request.orderId],
    ['success_url', checkUrl(request.successUrl, 'successUrl')],
    ['cancel_url', checkUrl(request.cancelUrl, 'cancelUrl')],
  ]);
}

/** Creates the hosted payment page. Repeating it for the same order within 24 hours returns the same session. */
export async function createCheckoutSession(
  config: StripeConfig,
  request: CheckoutSessionRequest,
  fetchImpl: FetchLike = fetch,
): Promise<CreatedCheckoutSession> {
  const form = checkoutSessionForm(request);
  const body = await stripeRequest(config, fetchImpl, 'POST', '/v1/checkout/sessions', {
    form,
    // Stripe replays the first answer for a repeated key: a retried create makes no second session.
    idempotencyKey: `checkout-session:${request.orderId}`,
  });
  const id = body['id'];
  const url = body['url'];
  if (typeof id !== 'string' || !id || typeof url !== 'string' || !url) {
    throw new StripeApiError('response', 'Stripe returned a session without id or url');
  }
  return { sessionId: id, url };
}

/** The fields of a Checkout Session that decide whether a top-up is paid. */
export interface CheckoutSession {
  id: string;
  mode: string | null;
  /** `open`, `complete` or `expired`. */
  status: string | null;
  /** `paid`, `unpaid` or `no_payment_required`. */
  paymentStatus: string | null;
  /** Cents. */
  amountTotal: number | null;
  currency: string | null;
  clientReferenceId: string | null;
  metadataOrderId: string | null;
}

const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

/** Re-reads a session from Stripe: what a webhook says is only a hint until this agrees. */
export async function retrieveCheckoutSession(
  config: StripeConfig,
  sessionId: string,
  fetchImpl: FetchLike = fetch,
): Promise<CheckoutSession> {
  if (!SESSION_ID.test(sessionId)) throw new StripeApiError('input', 'session id has an unexpected form');
  const body = await stripeRequest(config, fetchImpl, 'GET', `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`, {});
  if (body['id'] !== sessionId) throw new StripeApiError('response', 'Stripe returned another session than asked for');
  return parseCheckoutSession(body);
}


export function parseCheckoutSession(body: Record<string, unknown>): CheckoutSession {
  const metadata = body['metadata'];
  const amount = body['amount_total'];
  return {
    id: String(body['id']),
    mode: str(body['mode']),
    status: str(body['status']),
    paymentStatus: str(body['payment_status']),
    amountTotal: Number.isSafeInteger(amount) ? (amount as number) : null,
    currency: str(body['currency']),
    clientReferenceId: str(body['client_reference_id']),
    metadataOrderId: metadata && typeof metadata === 'object' ? str((metadata as Record<string, unknown>)['order_id']) : null,
  };
}

export type SessionRefusal = 'unpaid' | 'order' | 'amount' | 'currency' | 'mode';

export type SessionVerdict =
  | { paid: true; orderId: string; amountMicros: number }
  | { paid: false; reason: SessionRefusal; detail: string };

/**
 * Whether a re-read session pays exactly this order: complete and paid, our order id, USD and
 * the amount we asked for to the cent. Anything else credits nothing.
 */
export function checkPaidSession(session: CheckoutSession, expected: { orderId: string; amountMicros: number }): SessionVerdict {
  if (session.mode !== 'payment') return { paid: false, reason: 'mode', detail: `mode ${session.mode}` };
  if (session.clientReferenceId !== expected.orderId || (session.metadataOrderId !== null && session.metadataOrderId !== expected.orderId)) {
    return { paid: false, reason: 'order', detail: 'session belongs to another order' };
  }
  if (session.status !== 'complete' || session.paymentStatus !== 'paid') {
    return { paid: false, reason: 'unpaid', detail: `status ${session.status}, payment_status ${session.paymentStatus}` };
  }
  if (session.currency !== 'usd') return { paid: false, reason: 'currency', detail: `currency ${session.currency}` };
  const expectedCents = centsFromMicros(expected.amountMicros);
  if (session.amountTotal !== expectedCents) {
    return { paid: false, reason: 'amount', detail: `amount_total ${session.amountTotal}, expected ${expectedCents}` };
  }
  return { paid: true, orderId: expected.orderId, amountMicros: expected.amountMicros };
}

async function stripeRequest(
  config: StripeConfig,
  fetchImpl: FetchLike,
  method: 'GET' | 'POST',
  path: string,
  options: { form?: URLSearchParams; idempotencyKey?: string },
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { authorization: `Bearer ${config.secretKey}`, accept: 'application/json' };
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (config.apiVersion) headers['stripe-version'] = config.apiVersion;

  const { response, record } = await providerRequest(
    fetchImpl,
    `${config.apiBase}${path}`,
    { method, headers, body: options.form?.toString(), timeoutMs: config.timeoutMs ?? STRIPE_TIMEOUT_MS },
    (reason) => new StripeApiError('network', `Stripe ${method} ${path} failed: ${reason}`),
  );
  const requestId = response.headers.get('request-id') ?? undefined;
  if (!response.ok) {
    const error = record?.['error'] as Record<string, unknown> | undefined;
    throw new StripeApiError('http', `Stripe answered ${response.status}: ${str(error?.['message']) ?? 'no message'}`, {
      status: response.status,
      type: str(error?.['type']) ?? undefined,
      code: str(error?.['code']) ?? undefined,
      param: str(error?.['param']) ?? undefined,
      requestId,
    });
  }
  if (!record) throw new StripeApiError('response', `Stripe answered ${response.status} without a JSON object`, { status: response.status, requestId });
  return record;
}
