import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A fresh URL-safe secret (mailed links, API keys): 32 random bytes. */
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Lookup hash for secrets that are high-entropy already, so a fast hash is enough. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** AES-256-GCM for values the owner must see again (the API key). */
export class SecretCipher {
  private readonly key: Buffer;

  constructor(base64Key: string) {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('API key encryption key must be 32 bytes');
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  decrypt(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}
