import { DomainError } from '@simrelay/contracts';
import { BreachedPasswords } from './breached-passwords';

describe('breached passwords', () => {
  const list = BreachedPasswords.load();

  it('holds the listed passwords our rules could accept, lower-cased', () => {
    expect(list.size).toBeGreaterThan(200_000);
    for (const password of ['Password1', 'Qwerty123', 'Secret123', 'Passw0rd', 'Abcd1234', 'Iloveyou1', 'Welcome1', 'Admin123']) {
      expect(list.isBreached(password)).toBe(true);
    }
  });

  it('lets through passwords that are in no list', () => {
    for (const password of ['Brand9New', 'NewSecret9', 'S3cretPass1', 'Tq7wZr2Lm9']) expect(list.isBreached(password)).toBe(false);
  });

  it('refuses a listed password with the field key the forms translate', () => {
    let refused: unknown;
    try {
      list.assertNotBreached('Password1');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).toPayload()).toEqual({ code: 'COMMON.INVALID', message: 'Missing or invalid request parameters', fields: { password: 'breached' } });
    expect(() => list.assertNotBreached('Brand9New')).not.toThrow();
  });
});
