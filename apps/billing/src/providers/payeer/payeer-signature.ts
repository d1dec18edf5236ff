import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Payeer signs by joining values with ':' in a fixed, documented order, appending the secret
 * key and taking the upper-case hex SHA-256 of the result. No HMAC, no escaping: that is why
 * callers keep ':' out of every value whose position matters.
 */
export function payeerSign(values: readonly string[], secretKey: string): string {
  return createHash('sha256')
    .update([...values, secretKey].join(':'), 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** Compares a received signature with the expected one without leaking where they differ. */
export function payeerSignatureMatches(received: unknown, expected: string): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  // The length of a SHA-256 hex digest is public, so refusing on length leaks nothing.
  return a.length === b.length && timingSafeEqual(a, b);
}
