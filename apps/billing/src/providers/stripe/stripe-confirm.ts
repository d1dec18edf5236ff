import type { FetchLike } from '../provider-http';
import { checkPaidSession, retrieveCheckoutSession, SessionRefusal } from './stripe-checkout';
import { StripeConfig } from './stripe-config';
import { StripeSignatureFailure, StripeSignatureOptions, verifyStripeSignature } from './stripe-signature';

/**
 * One webhook delivery from signature to verdict, with no side effect: verify
 * `Stripe-Signature`, then re-read the session from Stripe and compare it with our order.
 * The event body is never trusted for amounts or order ids; the re-read session is.
 * The same delivery gives the same verdict however often it arrives: crediting it once is the
 * ledger's job (idempotency key derived from the order id).
 */

/** Events after which a Checkout Session may be paid (card payments complete synchronously). */
export const STRIPE_PAYMENT_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

export type StripeWebhookRefusal = StripeSignatureFailure | 'unknown_order' | Exclude<SessionRefusal, 'unpaid'>;

export type StripeWebhookVerdict =
  | { outcome: 'paid'; eventId: string; sessionId: string; orderId: string; amountMicros: number }
  /** A completed session whose payment has not arrived (delayed methods); a later event follows. */
  | { outcome: 'unpaid'; eventId: string; sessionId: string; orderId: string; detail: string }
  /** A genuine event we do not act on; acknowledge it so Stripe stops sending it. */
  | { outcome: 'ignored'; eventId: string; type: string }
  | { outcome: 'refused'; reason: StripeWebhookRefusal; detail: string; eventId?: string; sessionId?: string };

export interface StripeWebhookDeps {
  /** Our order (top-up) by id, with the amount we asked Stripe for; null when unknown. */
  findOrder(orderId: string): Promise<{ amountMicros: number } | null | undefined>;
  fetchImpl?: FetchLike;
  signature?: StripeSignatureOptions;
}

/**
 * Throws only when Stripe cannot be re-read (network, 5xx): answer the delivery with a 5xx
 * then, so Stripe delivers it again later.
 */
export async function confirmStripeWebhook(
  config: StripeConfig,
  rawBody: string | Buffer,
  signatureHeader: string | undefined | null,
  deps: StripeWebhookDeps,
): Promise<StripeWebhookVerdict> {
  const verified = verifyStripeSignature(rawBody, signatureHeader, config.webhookSecret, deps.signature);
  if (!verified.ok) return { outcome: 'refused', reason: verified.reason, detail: verified.message };
  const { event } = verified;
  if (!STRIPE_PAYMENT_EVENTS.has(event.type)) return { outcome: 'ignored', eventId: event.id, type: event.type };

  const sessionId = event.data.object['id'];
  if (typeof sessionId !== 'string') return { outcome: 'refused', reason: 'payload', detail: 'event without a session id', eventId: event.id };

  const session = await retrieveCheckoutSession(config, sessionId, deps.fetchImpl);
  const orderId = session.clientReferenceId;
  const order = orderId ? await deps.findOrder(orderId) : null;
  if (!orderId || !order) {
    return { outcome: 'refused', reason: 'unknown_order', detail: `no order ${orderId ?? '(none)'}`, eventId: event.id, sessionId };
  }
  const verdict = checkPaidSession(session, { orderId, amountMicros: order.amountMicros });
  if (verdict.paid) return { outcome: 'paid', eventId: event.id, sessionId, orderId, amountMicros: verdict.amountMicros };
  if (verdict.reason === 'unpaid') return { outcome: 'unpaid', eventId: event.id, sessionId, orderId, detail: verdict.detail };
  return { outcome: 'refused', reason: verdict.reason, detail: verdict.detail, eventId: event.id, sessionId };
}
