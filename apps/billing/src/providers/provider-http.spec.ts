import { configures, isHttpUrl, secureApiBase } from './provider-http';

describe('secureApiBase', () => {
  it('takes the fallback when unset and drops trailing slashes', () => {
    expect(secureApiBase('X_API_BASE', undefined, 'https://api.example.com/')).toBe('https://api.example.com');
    expect(secureApiBase('X_API_BASE', '  ', 'https://api.example.com')).toBe('https://api.example.com');
    expect(secureApiBase('X_API_BASE', 'https://sandbox.example.com//', 'https://api.example.com')).toBe('https://sandbox.example.com');
  });

  it('allows plain http only to this machine', () => {
    expect(secureApiBase('X_API_BASE', 'http://localhost:8080/', 'https://api.example.com')).toBe('http://localhost:8080');
    expect(secureApiBase('X_API_BASE', 'http://[::1]:9000', 'https://api.example.com')).toBe('http://[::1]:9000');
    expect(() => secureApiBase('X_API_BASE', 'http://api.example.com', 'https://api.example.com')).toThrow(
      new TypeError('X_API_BASE must be an https URL without query, fragment or credentials'),
    );
  });

  it('refuses what is not a URL, and a query, fragment or credentials, naming the variable', () => {
    expect(() => secureApiBase('X_API_BASE', 'not a url', 'https://api.example.com')).toThrow(new TypeError('X_API_BASE must be an absolute URL'));
    for (const bad of ['https://api.example.com/?a=1', 'https://api.example.com/#top', 'https://user:pw@api.example.com']) {
      expect(() => secureApiBase('X_API_BASE', bad, 'https://api.example.com')).toThrow(/^X_API_BASE must be an https URL/);
    }
  });
});

describe('isHttpUrl', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(isHttpUrl('https://example.com/paid')).toBe(true);
    expect(isHttpUrl('http://127.0.0.1:5173/payment')).toBe(true);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
  });
});

describe('configures', () => {
  it('is true for a configuration, false for none or for settings that throw', () => {
    expect(configures(() => ({ apiBase: 'https://api.example.com' }))).toBe(true);
    expect(configures(() => undefined)).toBe(false);
    expect(
      configures(() => {
        throw new TypeError('X_API_BASE must be an absolute URL');
      }),
    ).toBe(false);
  });
});
