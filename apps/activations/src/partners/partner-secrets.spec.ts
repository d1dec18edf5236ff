import { DomainError, ErrorCode } from '@simrelay/contracts';
import { randomBytes } from 'node:crypto';
import { PartnerSecrets } from './partner-secrets';

const withKey = () => new PartnerSecrets({ PARTNER_SECRETS_KEY: randomBytes(32).toString('base64') });

describe('partner secrets', () => {
  it('opens what it sealed, and the sealed text never holds the secret', () => {
    const secrets = withKey();
    const sealed = secrets.seal('hub-key-0123456789');
    expect(sealed).not.toContain('hub-key');
    expect(secrets.open(sealed)).toBe('hub-key-0123456789');
  });

  it('cannot open what another key sealed', () => {
    expect(() => withKey().open(withKey().seal('x'))).toThrow();
  });

  it('answers "unavailable" without a key, naming the setting', () => {
    const secrets = new PartnerSecrets({ PARTNER_SECRETS_KEY: '' });
    let error: unknown;
    try {
      secrets.seal('x');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(ErrorCode.Unavailable);
    expect((error as DomainError).message).toMatch(/PARTNER_SECRETS_KEY/);
  });
});
