import { createHmac } from 'node:crypto';

/**
 * The `X-SimRelay-Signature` value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * keyed with the user's webhook secret. The time inside the signed text lets a receiver
 * refuse a replayed old request.
 */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
