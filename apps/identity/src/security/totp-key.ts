import { hkdfSync } from 'node:crypto';
import type { IdentityEnv } from '../config';

/**
 * The key sealing TOTP secrets: TOTP_ENCRYPTION_KEY when set, else one derived from
 * API_KEY_ENCRYPTION_KEY with HKDF-SHA256 under its own label, so the two never share a key.
 */
export function totpEncryptionKey(env: Pick<IdentityEnv, 'TOTP_ENCRYPTION_KEY' | 'API_KEY_ENCRYPTION_KEY'>): string {
  if (env.TOTP_ENCRYPTION_KEY) return env.TOTP_ENCRYPTION_KEY;
  const derived = hkdfSync('sha256', Buffer.from(env.API_KEY_ENCRYPTION_KEY, 'base64'), Buffer.alloc(0), 'simrelay/admin-totp-secrets', 32);
  return Buffer.from(derived).toString('base64');
}
