import { requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  const hold = { idempotencyKey: 'k-00000001', userId: 'u', amountMicros: 5, reference: 'r' };

  it('ignores the key, the order of fields and absent ones', () => {
    const reordered = { reference: 'r', amountMicros: 5, expiresAt: undefined, userId: 'u', idempotencyKey: 'other-key-1' };
    expect(requestFingerprint('hold', reordered)).toBe(requestFingerprint('hold', hold));
  });

  it('differs when any field, its type or the command differs', () => {
    const base = requestFingerprint('hold', hold);
    expect(requestFingerprint('hold', { ...hold, amountMicros: 6 })).not.toBe(base);
    expect(requestFingerprint('hold', { ...hold, amountMicros: '5' })).not.toBe(base);
    expect(requestFingerprint('hold', { ...hold, expiresAt: '2030-01-01T00:00:00Z' })).not.toBe(base);
    expect(requestFingerprint('charge', hold)).not.toBe(base);
  });

  it('cannot be confused by values that look like separators', () => {
    expect(requestFingerprint('a', { b: 'c","d' })).not.toBe(requestFingerprint('a', { b: 'c', d: '' }));
  });
});
