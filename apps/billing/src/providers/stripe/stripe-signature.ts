import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `Stripe-Signature` check, as Stripe documents it for verifying webhooks without its
 * libraries ("Check the webhook signatures", docs.stripe.com/webhooks/signature):
 * the header is `t=<unix seconds>,v1=<hex>[,v1=<hex>...]`; the signed payload is
 * `${t}.${raw body}`; each v1 is the hex HMAC-SHA256 of it keyed with the endpoint secret.
 * Only `v1` counts (other schemes such as the test-mode `v0` are ignored, so a downgrade is
 * impossible), several v1 appear while a secret is being rolled, and a timestamp further than
 * the tolerance from now, in either direction, is refused as a replay.
 */

export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** `header`: missing or unreadable; `timestamp`: authentic but outside the tolerance; `signature`: no v1 matches; `payload`: signed but not a JSON event. */
export type StripeSignatureFailure = 'header' | 'timestamp' | 'signature' | 'payload';

export interface StripeEvent {
  id: string;
  type: string;
  created?: number;
  livemode?: boolean;
  data: { object: Record<string, unknown> };
}

export type StripeSignatureResult =
  | { ok: true; event: StripeEvent; timestamp: number }
  | { ok: false; reason: StripeSignatureFailure; message: string };

export interface StripeSignatureOptions {
  toleranceSeconds?: number;
  /** The current time: a Date or epoch milliseconds (`Date.now()`, the default). */
  now?: Date | number;
}

/** Longer headers are not Stripe's (a few signatures of 64 hex each). */
const MAX_HEADER_LENGTH = 4096;
const TIMESTAMP = /^\d{1,12}$/;
const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;

/** Hex HMAC-SHA256 of `${timestamp}.${payload}` over the exact body bytes. */
export function computeStripeSignature(payload: string | Buffer, secret: string, timestamp: number): string {
  if (!secret) throw new TypeError('the Stripe webhook secret is empty');
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(payload).digest('hex');
}

/** A `Stripe-Signature` value as Stripe would send it; for tests and local servers. */
export function signStripePayload(payload: string | Buffer, secret: string, timestamp: number): string {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new TypeError('timestamp must be unix seconds');
  return `t=${timestamp},v1=${computeStripeSignature(payload, secret, timestamp)}`;
}

const fail = (reason: StripeSignatureFailure, message: string): StripeSignatureResult => ({ ok: false, reason, message });

/**
 * Verifies a webhook against its `Stripe-Signature` header and returns the parsed event.
 * `payload` must be the raw body as received: parsing and re-serialising it changes the bytes.
 * The signature is checked before the timestamp, so `timestamp` always means a genuine but
 * stale (or future) delivery, and `signature` a forged or altered one.
 */
export function verifyStripeSignature(
  payload: string | Buffer,
  header: string | undefined | null,
  secret: string,
  { toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS, now = Date.now() }: StripeSignatureOptions = {},
): StripeSignatureResult {
  if (!secret) throw new TypeError('the Stripe webhook secret is empty');
  // NaN or a negative tolerance would make every comparison below false, i.e. accept all.
  if (!Number.isFinite(toleranceSeconds) || toleranceSeconds < 0) throw new TypeError('toleranceSeconds must be a non-negative number');
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(nowMs)) throw new TypeError('now must be a Date or epoch milliseconds');
  if (typeof header !== 'string' || header.length === 0) return fail('header', 'no Stripe-Signature header');
  if (header.length > MAX_HEADER_LENGTH) return fail('header', 'Stripe-Signature header too long');

  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at < 0) continue;
    const key = item.slice(0, at).trim();
    const value = item.slice(at + 1).trim();
    if (key === 't') {
      // Two timestamps would make "which one was signed" a guess.
      if (timestamp !== undefined || !TIMESTAMP.test(value)) return fail('header', 'unreadable timestamp in Stripe-Signature');
      timestamp = Number(value);
    } else if (key === 'v1' && HEX_SHA256.test(value)) {
      signatures.push(Buffer.from(value, 'hex'));
    }
  }
  if (timestamp === undefined) return fail('header', 'no timestamp in Stripe-Signature');
  if (signatures.length === 0) return fail('header', 'no v1 signature in Stripe-Signature');

  const expected = Buffer.from(computeStripeSignature(payload, secret, timestamp), 'hex');
  let matched = false;
  for (const candidate of signatures) {
    // Every candidate is compared, in constant time, whatever matched before.
    if (timingSafeEqual(candidate, expected)) matched = true;
  }
  if (!matched) return fail('signature', 'no v1 signature matches the payload');

  const nowSeconds = Math.floor(nowMs / 1000);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    return fail('timestamp', `timestamp ${timestamp} is more than ${toleranceSeconds}s from now (${nowSeconds})`);
  }

  let event: unknown;
  try {
    event = JSON.parse(Buffer.isBuffer(payload) ? payload.toString('utf8') : payload);
  } catch {
    return fail('payload', 'signed payload is not JSON');
  }
  if (!isStripeEvent(event)) return fail('payload', 'signed payload is not a Stripe event');
  return { ok: true, event, timestamp };
}

function isStripeEvent(value: unknown): value is StripeEvent {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const event = value as Record<string, unknown>;
  const data = event['data'] as Record<string, unknown> | undefined;
  return (
    typeof event['id'] === 'string' &&
    typeof event['type'] === 'string' &&
    !!data &&
    typeof data === 'object' &&
    !!data['object'] &&
    typeof data['object'] === 'object' &&
    !Array.isArray(data['object'])
  );
}
