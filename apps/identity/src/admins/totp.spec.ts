import { base32 } from './totp-test-vectors';
import { newTotpSecret, stepAt, totpCode, totpStep, totpUri } from './totp';

/** RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's size, 8 digits. */
const SEEDS = {
  SHA1: base32('12345678901234567890'),
  SHA256: base32('12345678901234567890123456789012'),
  SHA512: base32('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: Array<[number, string, string, string]> = [
  // time (s), SHA1, SHA256, SHA512
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('gives the RFC\'s codes at %i s', (seconds, sha1, sha256, sha512) => {
    expect(totpCode(SEEDS.SHA1, seconds * 1000, 8, 'SHA1')).toBe(sha1);
    expect(totpCode(SEEDS.SHA256, seconds * 1000, 8, 'SHA256')).toBe(sha256);
    expect(totpCode(SEEDS.SHA512, seconds * 1000, 8, 'SHA512')).toBe(sha512);
  });

  it('takes a code from the step before or after, never from further away', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_015_000;
    for (const offset of [-1, 0, 1]) {
      const at = now + offset * 30_000;
      expect(totpStep(secret, totpCode(secret, at), now)).toBe(stepAt(at));
    }
    for (const offset of [-3, -2, 2, 3]) expect(totpStep(secret, totpCode(secret, now + offset * 30_000), now)).toBeNull();
    expect(totpStep(secret, '12345', now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('makes 160-bit secrets and the URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'ops@example.com', 'SimRelay'));
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe('otpauth://totp/SimRelay:ops@example.com');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret, issuer: 'SimRelay', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
