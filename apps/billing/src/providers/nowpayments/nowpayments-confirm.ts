import { NowpaymentsConfig } from './nowpayments-config';
import type { FetchLike } from '../provider-http';
import { checkFinishedPayment, getPayment, PaymentRefusal } from './nowpayments-invoice';
import { NowpaymentsIpnFailure, verifyNowpaymentsIpn } from './nowpayments-ipn';

/**
 * One IPN from signature to verdict, with no side effect: verify `x-nowpayments-sig`, then
 * re-read the payment from NOWPayments and compare it with our order. Amounts and order ids
 * come from the re-read payment, never from the IPN body; since an IPN has no timestamp, this
 * re-read (and crediting once per order in the ledger) is what makes a replayed IPN harmless.
 */

export type NowpaymentsIpnRefusal = NowpaymentsIpnFailure | 'unknown_order' | Exclude<PaymentRefusal, 'unpaid'>;

export type NowpaymentsIpnVerdict =
  | { outcome: 'paid'; paymentId: string; orderId: string; amountMicros: number }
  /** Genuine, but not (yet) paid in full: waiting, confirming, ..., partially_paid, failed, expired. */
  | { outcome: 'unpaid'; paymentId: string; orderId: string; status: string; detail: string }
  | { outcome: 'refused'; reason: NowpaymentsIpnRefusal; detail: string; paymentId?: string };

export interface NowpaymentsIpnDeps {
  /** Our order (top-up) by id: the amount and, when known, the ticker we invoiced; null when unknown. */
  findOrder(orderId: string): Promise<{ amountMicros: number; payCurrency?: string } | null | undefined>;
  fetchImpl?: FetchLike;
}

/**
 * Throws only when NOWPayments cannot be re-read (network, 5xx): answer the IPN with a 5xx
 * then, so it is sent again.
 */
export async function confirmNowpaymentsIpn(
  config: NowpaymentsConfig,
  rawBody: string | Buffer,
  signatureHeader: string | undefined | null,
  deps: NowpaymentsIpnDeps,
): Promise<NowpaymentsIpnVerdict> {
  const verified = verifyNowpaymentsIpn(rawBody, signatureHeader, config.ipnSecret);
  if (!verified.ok) return { outcome: 'refused', reason: verified.reason, detail: verified.message };
  const paymentId = verified.body.payment_id;
  if ((typeof paymentId !== 'number' && typeof paymentId !== 'string') || !/^\d{1,20}$/.test(String(paymentId))) {
    return { outcome: 'refused', reason: 'body', detail: 'not a payment notification (no payment_id)' };
  }

  const payment = await getPayment(config, paymentId, deps.fetchImpl);
  const orderId = payment.orderId;
  const order = orderId ? await deps.findOrder(orderId) : null;
  if (!orderId || !order) {
    return { outcome: 'refused', reason: 'unknown_order', detail: `no order ${orderId ?? '(none)'}`, paymentId: payment.paymentId };
  }
  const verdict = checkFinishedPayment(payment, { orderId, amountMicros: order.amountMicros, payCurrency: order.payCurrency });
  if (verdict.paid) return { outcome: 'paid', paymentId: payment.paymentId, orderId, amountMicros: verdict.amountMicros };
  if (verdict.reason === 'unpaid') return { outcome: 'unpaid', paymentId: payment.paymentId, orderId, status: payment.status, detail: verdict.detail };
  return { outcome: 'refused', reason: verdict.reason, detail: verdict.detail, paymentId: payment.paymentId };
}
