import { PAYEER_MERCHANT_URL, payeerAvailable, payeerMerchantUrl } from './payeer-config';

describe('payeerAvailable', () => {
  it('is available with a shop id and a secret key, defaulting to the public merchant URL', () => {
    const config = { shopId: '12345', secretKey: 's3cret' };
    expect(payeerAvailable(config)).toBe(true);
    expect(payeerMerchantUrl(config)).toBe(PAYEER_MERCHANT_URL);
    expect(PAYEER_MERCHANT_URL).toBe('https://payeer.com/merchant/');
  });

  it('is unavailable without configuration or with part of it', () => {
    expect(payeerAvailable()).toBe(false);
    expect(payeerAvailable(null)).toBe(false);
    expect(payeerAvailable({})).toBe(false);
    expect(payeerAvailable({ shopId: '12345' })).toBe(false);
    expect(payeerAvailable({ secretKey: 's3cret' })).toBe(false);
    expect(payeerAvailable({ shopId: ' ', secretKey: 's3cret' })).toBe(false);
    expect(payeerAvailable({ shopId: '12345', secretKey: '' })).toBe(false);
  });

  it('refuses a shop id that would break the signed string and a merchant URL that is not http(s)', () => {
    expect(payeerAvailable({ shopId: '12:345', secretKey: 's3cret' })).toBe(false);
    expect(payeerAvailable({ shopId: '12345', secretKey: 's3cret', merchantUrl: 'not a url' })).toBe(false);
    expect(payeerAvailable({ shopId: '12345', secretKey: 's3cret', merchantUrl: 'ftp://payeer.com/' })).toBe(false);
    expect(payeerAvailable({ shopId: '12345', secretKey: 's3cret', merchantUrl: 'http://127.0.0.1:1/merchant/' })).toBe(true);
  });
});
