import { STRIPE_API_BASE, stripeApiBase, stripeAvailable, stripeConfig, stripeConfigFromEnv } from './stripe-config';

describe('stripe config', () => {
  it('is complete with both secrets, defaulting the API base', () => {
    expect(stripeConfig({ secretKey: ' sk_test_1 ', webhookSecret: 'whsec_1\n' })).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: STRIPE_API_BASE,
    });
  });

  it('is absent, and the provider unavailable, when a secret is missing', () => {
    expect(stripeConfig({ secretKey: 'sk_test_1' })).toBeUndefined();
    expect(stripeConfig({ webhookSecret: 'whsec_1', secretKey: '  ' })).toBeUndefined();
    expect(stripeAvailable()).toBe(false);
    expect(stripeAvailable(null)).toBe(false);
    expect(stripeAvailable({ secretKey: 'sk_test_1' })).toBe(false);
    expect(stripeAvailable({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' })).toBe(true);
  });

  it('keeps the key off plain http except to this machine', () => {
    expect(stripeApiBase('http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010');
    expect(stripeApiBase('https://stripe.internal.example/')).toBe('https://stripe.internal.example');
    expect(() => stripeApiBase('http://api.stripe.com')).toThrow(TypeError);
    expect(() => stripeApiBase('not a url')).toThrow(TypeError);
    expect(() => stripeApiBase('https://user:pw@api.stripe.com')).toThrow(TypeError);
    expect(stripeAvailable({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: 'http://evil.example' })).toBe(false);
  });

  it('reads the environment', () => {
    expect(stripeConfigFromEnv({ STRIPE_SECRET_KEY: 'sk_test_2', STRIPE_WEBHOOK_SECRET: 'whsec_2', STRIPE_API_VERSION: '2024-06-20' })).toEqual({
      secretKey: 'sk_test_2',
      webhookSecret: 'whsec_2',
      apiBase: STRIPE_API_BASE,
      apiVersion: '2024-06-20',
    });
    expect(stripeConfigFromEnv({})).toBeUndefined();
  });
});
