import { ConfigError, loadConfig } from '@simrelay/config';
import { randomBytes } from 'node:crypto';
import { IdentityEnv } from './config';

const REQUIRED = {
  USER_JWT_SECRET: randomBytes(32).toString('base64url'),
  ADMIN_JWT_SECRET: randomBytes(32).toString('base64url'),
  API_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

describe('IdentityEnv: WEBHOOK_ALLOWED_NETWORKS', () => {
  it('is empty unless set: webhook URLs must be public', () => {
    expect(loadConfig(IdentityEnv, REQUIRED).WEBHOOK_ALLOWED_NETWORKS).toBe('');
  });

  it('takes a list of networks', () => {
    expect(loadConfig(IdentityEnv, { ...REQUIRED, WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,10.1.0.0/16' }).WEBHOOK_ALLOWED_NETWORKS).toBe('127.0.0.0/8,10.1.0.0/16');
  });

  it('refuses to start on a bad list, naming the variable and the entry', () => {
    expect.assertions(2);
    try {
      loadConfig(IdentityEnv, { ...REQUIRED, WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,10.1.0.0/40' });
    } catch (error) {
      expect((error as ConfigError).variables).toEqual(['WEBHOOK_ALLOWED_NETWORKS']);
      expect((error as ConfigError).message).toContain('"10.1.0.0/40" is not a network');
    }
  });
});
