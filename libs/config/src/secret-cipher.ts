import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM for secrets stored at rest that their owner (or a service) must read again. */
export class SecretCipher {
  private readonly key: Buffer;

  /** @param base64Key 32 bytes in base64 (a config variable validated at boot). */
  constructor(base64Key: string, what = 'API key encryption key') {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error(`${what} must be 32 bytes`);
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
