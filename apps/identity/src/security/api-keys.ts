import { newSecret, SecretCipher, secretHash } from './secret-tokens';

export interface SealedApiKey {
  plain: string;
  apiKeyHash: string;
  apiKeyCipher: string;
}

/** A webhook signing secret: `whsec_` + 32 random bytes, kept encrypted (we sign with it). */
export const newWebhookSecret = (): string => `whsec_${newSecret(32)}`;

/** API keys: `sr_` + 32 random bytes; found by hash, shown to the owner by decryption. */
export function newApiKey(cipher: SecretCipher): SealedApiKey {
  const plain = `sr_${newSecret(32)}`;
  return { plain, apiKeyHash: secretHash(plain), apiKeyCipher: cipher.encrypt(plain) };
}
