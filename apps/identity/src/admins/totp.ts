import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps do it: HMAC-SHA1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code is taken from the step before or after now as well: clocks drift, people type slowly. */
const WINDOW = 1;

export type TotpAlgorithm = 'SHA1' | 'SHA256' | 'SHA512';

const totp = (secret: string, digits = DIGITS, algorithm: TotpAlgorithm = 'SHA1') =>
  new TOTP({ secret: Secret.fromBase32(secret), digits, period: TOTP_PERIOD_SECONDS, algorithm });

/** A new secret: 20 random bytes (RFC 4226's recommended length), base-32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the QR code holds: `otpauth://totp/<issuer>:<account>?secret=...`. */
export const totpUri = (secret: string, account: string, issuer: string): string =>
  new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), digits: DIGITS, period: TOTP_PERIOD_SECONDS, algorithm: 'SHA1' }).toString();

export const stepAt = (atMs: number): number => Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);

/** The code for a moment (tests, and the RFC's vectors with 8 digits and other hashes). */
export const totpCode = (secret: string, atMs: number, digits = DIGITS, algorithm: TotpAlgorithm = 'SHA1'): string =>
  totp(secret, digits, algorithm).generate({ timestamp: atMs });

/**
 * The time step a code belongs to, if it is the code of the step around `atMs` (one either
 * side), else null. The caller accepts a step only once (the replay guard).
 */
export function totpStep(secret: string, code: string, atMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: atMs, window: WINDOW });
  return delta === null ? null : stepAt(atMs) + delta;
}
