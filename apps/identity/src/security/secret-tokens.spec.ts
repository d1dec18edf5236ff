import { randomBytes } from 'node:crypto';
import { newSecret, SecretCipher, secretHash } from './secret-tokens';

describe('secret tokens', () => {
  const cipher = new SecretCipher(randomBytes(32).toString('base64'));

  it('round-trips through the cipher and never stores the plain text', () => {
    const secret = newSecret();
    const sealed = cipher.encrypt(secret);
    expect(sealed).not.toContain(secret);
    expect(cipher.decrypt(sealed)).toBe(secret);
  });

  it('refuses a tampered cipher text', () => {
    const sealed = cipher.encrypt('abc');
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => cipher.decrypt([iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('hashes deterministically and gives distinct secrets', () => {
    const a = newSecret();
    expect(secretHash(a)).toBe(secretHash(a));
    expect(newSecret()).not.toBe(a);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a key of the wrong size', () => {
    expect(() => new SecretCipher(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });
});
