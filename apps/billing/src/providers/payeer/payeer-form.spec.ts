import { createHash } from 'node:crypto';
import { buildPayeerForm, payeerFormSignature, payeerRedirectUrl } from './payeer-form';

const config = { shopId: '12345', secretKey: 's3cret' };
const invoice = { orderId: 'topup-42', amountMicros: 10_000_000, currency: 'USD' as const, description: 'Top-up 10 USD' };

/** The documented rule, written again here without the module: upper-case hex SHA-256 of the values joined by ':'. */
const independentSign = (...values: string[]): string =>
  createHash('sha256').update(values.join(':')).digest('hex').toUpperCase();

describe('buildPayeerForm', () => {
  it('builds the GET form with two-decimal amount, base64 description and the upper-case SHA-256 signature', () => {
    const form = buildPayeerForm(config, invoice);
    expect(form.action).toBe('https://payeer.com/merchant/');
    expect(form.method).toBe('GET');
    expect(form.fields).toEqual({
      m_shop: '12345',
      m_orderid: 'topup-42',
      m_amount: '10.00',
      m_curr: 'USD',
      m_desc: Buffer.from('Top-up 10 USD').toString('base64'),
      m_sign: independentSign('12345', 'topup-42', '10.00', 'USD', 'VG9wLXVwIDEwIFVTRA==', 's3cret'),
    });
    expect(form.fields.m_sign).toMatch(/^[0-9A-F]{64}$/);
  });

  it('matches vectors computed outside node (coreutils sha256sum)', () => {
    // printf '%s' '12345:topup-42:10.00:USD:VG9wLXVwIDEwIFVTRA==:s3cret' | sha256sum
    expect(buildPayeerForm(config, invoice).fields.m_sign).toBe('DF28D7C4D82F84E30546D199E8C94F8A1B5B2C798F6E75FEA76E019FA6625972');
    // Shaped like the guide's sample form as widely reproduced: m_desc = base64('Test'), amount 1.00.
    // printf '%s' '12345:1:1.00:USD:VGVzdA==:123' | sha256sum
    const docShaped = buildPayeerForm({ shopId: '12345', secretKey: '123' }, { orderId: '1', amountMicros: 1_000_000, currency: 'USD', description: 'Test' });
    expect(docShaped.fields.m_desc).toBe('VGVzdA==');
    expect(docShaped.fields.m_sign).toBe('6BB0F1E287640F72DB040E66B94181B3B299DB683E677629CE73D4EC791508B2');
  });

  it('encodes a non-ASCII description as base64 of its UTF-8 bytes', () => {
    const form = buildPayeerForm(config, { ...invoice, description: 'Пополнение баланса' });
    expect(Buffer.from(form.fields.m_desc, 'base64').toString('utf8')).toBe('Пополнение баланса');
  });

  it('signs m_params after m_desc when a form carries them (the documented rule; we send none)', () => {
    const { m_sign: _sign, ...unsigned } = buildPayeerForm(config, invoice).fields;
    expect(payeerFormSignature({ ...unsigned, m_params: 'cGFyYW1z' }, 's3cret')).toBe(
      independentSign('12345', 'topup-42', '10.00', 'USD', 'VG9wLXVwIDEwIFVTRA==', 'cGFyYW1z', 's3cret'),
    );
    expect(buildPayeerForm(config, invoice).fields).not.toHaveProperty('m_params');
  });

  it('changes the signature when any signed field or the secret changes', () => {
    const base = buildPayeerForm(config, invoice).fields.m_sign;
    expect(buildPayeerForm({ ...config, shopId: '12346' }, invoice).fields.m_sign).not.toBe(base);
    expect(buildPayeerForm({ ...config, secretKey: 'other' }, invoice).fields.m_sign).not.toBe(base);
    expect(buildPayeerForm(config, { ...invoice, orderId: 'topup-43' }).fields.m_sign).not.toBe(base);
    expect(buildPayeerForm(config, { ...invoice, amountMicros: 10_010_000 }).fields.m_sign).not.toBe(base);
    expect(buildPayeerForm(config, { ...invoice, description: 'Top-up 11 USD' }).fields.m_sign).not.toBe(base);
  });

  it('is deterministic', () => {
    expect(buildPayeerForm(config, invoice)).toEqual(buildPayeerForm(config, invoice));
  });

  it('refuses to build without configuration, or for an invoice it cannot sign unambiguously', () => {
    expect(() => buildPayeerForm({ shopId: '', secretKey: '' }, invoice)).toThrow(/not configured/);
    expect(() => buildPayeerForm(config, { ...invoice, orderId: 'a:b' })).toThrow(/order id/);
    expect(() => buildPayeerForm(config, { ...invoice, orderId: '' })).toThrow(/order id/);
    expect(() => buildPayeerForm(config, { ...invoice, orderId: 'x'.repeat(65) })).toThrow(/order id/);
    expect(() => buildPayeerForm(config, { ...invoice, amountMicros: 10_000_001 })).toThrow(/whole cents/);
    expect(() => buildPayeerForm(config, { ...invoice, description: '  ' })).toThrow(/description/);
    expect(() => buildPayeerForm(config, { ...invoice, currency: 'EUR' as 'USD' })).toThrow(/currency/);
  });

  it('uses a configured merchant URL', () => {
    const form = buildPayeerForm({ ...config, merchantUrl: 'http://127.0.0.1:8080/merchant/' }, invoice);
    expect(form.action).toBe('http://127.0.0.1:8080/merchant/');
  });
});

describe('payeerRedirectUrl', () => {
  it('puts every field in the query string, escaped, and nothing else', () => {
    const form = buildPayeerForm(config, { ...invoice, description: 'Пополнение ~ баланса?' });
    const url = new URL(payeerRedirectUrl(form));
    expect(`${url.origin}${url.pathname}`).toBe('https://payeer.com/merchant/');
    expect(Object.fromEntries(url.searchParams)).toEqual(form.fields);
    expect([...url.searchParams.keys()].sort()).toEqual(['m_amount', 'm_curr', 'm_desc', 'm_orderid', 'm_shop', 'm_sign']);
  });
});
