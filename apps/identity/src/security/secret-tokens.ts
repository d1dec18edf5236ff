import { createHash, randomBytes } from 'node:crypto';

/** A fresh URL-safe secret (mailed links, API keys): 32 random bytes. */
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Lookup hash for secrets that are high-entropy already, so a fast hash is enough. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** AES-256-GCM for values the owner must see again (the API key): shared with other services' secrets. */
export { SecretCipher } from '@simrelay/config';
