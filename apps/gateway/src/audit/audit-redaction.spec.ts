import { auditable, redacted } from './audit-redaction';

describe('audit redaction', () => {
  it('keeps no secret at any depth, and keeps everything else', () => {
    expect(redacted({ userId: 'u', amount: 2.5, nested: [{ password: 'x', token: 'y', service: 'tg' }], recoveryCodes: ['a'] })).toEqual({
      userId: 'u', amount: 2.5, nested: [{ password: '[redacted]', token: '[redacted]', service: 'tg' }], recoveryCodes: '[redacted]',
    });
  });

  it('summarises a very large answer', () => {
    expect(auditable(Array.from({ length: 5000 }, (_, i) => ({ id: `n${i}`, number: '+447700900000' })))).toMatchObject({ truncated: true, items: 5000 });
    expect(auditable(undefined)).toBeNull();
  });
});
