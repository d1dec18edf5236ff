import {
  NOWPAYMENTS_API_BASE,
  NOWPAYMENTS_SANDBOX_API_BASE,
  nowpaymentsApiBase,
  nowpaymentsAvailable,
  nowpaymentsConfig,
  nowpaymentsConfigFromEnv,
} from './nowpayments-config';

describe('nowpayments config', () => {
  it('is complete with the API key and the IPN secret, defaulting the API base', () => {
    expect(nowpaymentsConfig({ apiKey: ' KEY-1 ', ipnSecret: 'secret\n' })).toEqual({ apiKey: 'KEY-1', ipnSecret: 'secret', apiBase: NOWPAYMENTS_API_BASE });
  });

  it('is absent, and the provider unavailable, without either secret', () => {
    expect(nowpaymentsConfig({ apiKey: 'KEY-1' })).toBeUndefined();
    expect(nowpaymentsConfig({ ipnSecret: 'secret' })).toBeUndefined();
    expect(nowpaymentsAvailable()).toBe(false);
    expect(nowpaymentsAvailable({ apiKey: 'KEY-1', ipnSecret: '' })).toBe(false);
    expect(nowpaymentsAvailable({ apiKey: 'KEY-1', ipnSecret: 'secret' })).toBe(true);
  });

  it('keeps the key off plain http except to this machine', () => {
    expect(nowpaymentsApiBase(`${NOWPAYMENTS_SANDBOX_API_BASE}/`)).toBe(NOWPAYMENTS_SANDBOX_API_BASE);
    expect(nowpaymentsApiBase('http://localhost:8080')).toBe('http://localhost:8080');
    expect(() => nowpaymentsApiBase('http://api.nowpayments.io')).toThrow(TypeError);
    expect(nowpaymentsAvailable({ apiKey: 'KEY-1', ipnSecret: 'secret', apiBase: 'https://x.example/?a=1' })).toBe(false);
  });

  it('reads the environment', () => {
    expect(
      nowpaymentsConfigFromEnv({ NOWPAYMENTS_API_KEY: 'KEY-2', NOWPAYMENTS_IPN_SECRET: 's2', NOWPAYMENTS_API_BASE: NOWPAYMENTS_SANDBOX_API_BASE }),
    ).toEqual({ apiKey: 'KEY-2', ipnSecret: 's2', apiBase: NOWPAYMENTS_SANDBOX_API_BASE });
    expect(nowpaymentsConfigFromEnv({})).toBeUndefined();
  });
});
