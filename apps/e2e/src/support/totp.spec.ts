import { totpCode } from './totp';

describe('the tests\' authenticator (RFC 6238)', () => {
  // Appendix B, SHA-1, seed "12345678901234567890": the last 6 digits of the 8-digit codes.
  const seed = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('gives the RFC\'s code at %i s', (seconds, code) => {
    expect(totpCode(seed, seconds * 1000)).toBe(code);
  });
});
