import { createHash } from 'node:crypto';
import { PayeerExpectedPayment, payeerAnswer, payeerStatusSignature, verifyPayeerStatus } from './payeer-status';

const config = { shopId: '12345', secretKey: 's3cret' };
const expected: PayeerExpectedPayment = { orderId: 'topup-42', amountMicros: 10_000_000, currency: 'USD' };

const SIGNED = [
  'm_operation_id', 'm_operation_ps', 'm_operation_date', 'm_operation_pay_date', 'm_shop',
  'm_orderid', 'm_amount', 'm_curr', 'm_desc', 'm_status',
];

/** Signs a notification the way Payeer documents it, without the module under test. */
function signAsPayeer(fields: Record<string, string>, secretKey = config.secretKey): Record<string, string> {
  const values = SIGNED.map((name) => fields[name] ?? '');
  if (fields['m_params'] !== undefined) values.push(fields['m_params']);
  values.push(secretKey);
  return { ...fields, m_sign: createHash('sha256').update(values.join(':')).digest('hex').toUpperCase() };
}

const paid = (overrides: Record<string, string> = {}, secretKey?: string): Record<string, string> =>
  signAsPayeer(
    {
      m_operation_id: '987654321',
      m_operation_ps: '12345',
      m_operation_date: '21.03.2022 12:34:56',
      m_operation_pay_date: '21.03.2022 12:35:01',
      m_shop: '12345',
      m_orderid: 'topup-42',
      m_amount: '10.00',
      m_curr: 'USD',
      m_desc: 'VG9wLXVwIDEwIFVTRA==',
      m_status: 'success',
      ...overrides,
    },
    secretKey,
  );

describe('verifyPayeerStatus', () => {
  it('accepts a notification signed as Payeer signs it', () => {
    expect(verifyPayeerStatus(config, paid(), expected)).toEqual({
      ok: true,
      orderId: 'topup-42',
      operationId: '987654321',
      amountMicros: 10_000_000,
    });
  });

  it('matches a vector computed outside node (coreutils sha256sum)', () => {
    // printf '%s' '987654321:12345:21.03.2022 12:34:56:21.03.2022 12:35:01:12345:topup-42:10.00:USD:VG9wLXVwIDEwIFVTRA==:success:s3cret' | sha256sum
    expect(payeerStatusSignature(paid(), 's3cret')).toBe('09A089E47C64952BC8A9973944D72E19821127C5F9E6D9BA89A1E577E0D980A1');
  });

  it('includes m_params in the signature when it was sent', () => {
    const withParams = paid({ m_params: 'cGFyYW1z' });
    expect(verifyPayeerStatus(config, withParams, expected).ok).toBe(true);
    const { m_params: _dropped, ...withoutParams } = withParams;
    expect(verifyPayeerStatus(config, withoutParams, expected)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyPayeerStatus(config, { ...paid(), m_params: 'cGFyYW1z' }, expected)).toEqual({ ok: false, reason: 'signature' });
  });

  it('is deterministic and leaves its inputs alone', () => {
    const body = paid();
    const snapshot = { ...body };
    const first = verifyPayeerStatus(config, body, expected);
    for (let i = 0; i < 5; i += 1) expect(verifyPayeerStatus(config, body, expected)).toEqual(first);
    expect(body).toEqual(snapshot);
  });

  describe('refuses, with its reason', () => {
    it.each([
      ['the amount', { m_amount: '100.00' }],
      ['the order', { m_orderid: 'topup-43' }],
      ['the status', { m_status: 'fail' }],
      ['the operation id', { m_operation_id: '987654322' }],
      ['the description', { m_desc: 'SGFja2Vk' }],
      ['a date', { m_operation_pay_date: '22.03.2022 12:35:01' }],
    ])('a tampered field (%s) -> signature', (_what, tampered) => {
      expect(verifyPayeerStatus(config, { ...paid(), ...tampered }, expected)).toEqual({ ok: false, reason: 'signature' });
    });

    it('a notification signed with another secret -> signature', () => {
      expect(verifyPayeerStatus(config, paid({}, 'wrong-secret'), expected)).toEqual({ ok: false, reason: 'signature' });
    });

    it('a lower-case, truncated or garbage signature -> signature', () => {
      const body = paid();
      const sign = body['m_sign'] ?? '';
      for (const m_sign of [sign.toLowerCase(), sign.slice(1), 'é'.repeat(32), 'x']) {
        expect(verifyPayeerStatus(config, { ...body, m_sign }, expected)).toEqual({ ok: false, reason: 'signature' });
      }
    });

    it('a signed payment to another shop -> shop', () => {
      expect(verifyPayeerStatus(config, paid({ m_shop: '99999' }), expected)).toEqual({ ok: false, reason: 'shop' });
    });

    it('an order we never issued -> order', () => {
      expect(verifyPayeerStatus(config, paid({ m_orderid: 'unknown-1' }), undefined)).toEqual({ ok: false, reason: 'order' });
      expect(verifyPayeerStatus(config, paid({ m_orderid: 'unknown-1' }), expected)).toEqual({ ok: false, reason: 'order' });
    });

    it('a signed payment with status fail -> status', () => {
      expect(verifyPayeerStatus(config, paid({ m_status: 'fail' }), expected)).toEqual({ ok: false, reason: 'status' });
      expect(verifyPayeerStatus(config, paid({ m_status: 'SUCCESS' }), expected)).toEqual({ ok: false, reason: 'status' });
    });

    it('a signed payment in another currency -> currency', () => {
      expect(verifyPayeerStatus(config, paid({ m_curr: 'RUB' }), expected)).toEqual({ ok: false, reason: 'currency' });
    });

    it('a signed payment of another amount -> amount', () => {
      expect(verifyPayeerStatus(config, paid({ m_amount: '9.99' }), expected)).toEqual({ ok: false, reason: 'amount' });
      expect(verifyPayeerStatus(config, paid({ m_amount: '10.01' }), expected)).toEqual({ ok: false, reason: 'amount' });
      expect(verifyPayeerStatus(config, paid({ m_amount: '10.001' }), expected)).toEqual({ ok: false, reason: 'amount' });
      expect(verifyPayeerStatus(config, paid({ m_amount: '1e1' }), expected)).toEqual({ ok: false, reason: 'amount' });
    });

    it.each(SIGNED.filter((name) => name !== 'm_desc').concat('m_sign'))('a missing or empty %s -> fields', (name) => {
      const body = paid();
      const { [name]: _removed, ...missing } = body;
      expect(verifyPayeerStatus(config, missing, expected)).toEqual({ ok: false, reason: 'fields' });
      expect(verifyPayeerStatus(config, { ...body, [name]: '' }, expected)).toEqual({ ok: false, reason: 'fields' });
    });

    it('a value that is not a string -> fields', () => {
      const body = { ...paid(), m_amount: ['10.00', '10.00'] } as unknown as Record<string, string>;
      expect(verifyPayeerStatus(config, body, expected)).toEqual({ ok: false, reason: 'fields' });
    });

    it('a field boundary moved through a ":" -> fields, even though the signature still matches', () => {
      // Same joined string, so Payeer's signature stays valid: the operation id grows by what
      // the payment-system field loses. Only the dates may hold ':'.
      const body = paid();
      const shifted = {
        ...body,
        m_operation_id: `${body['m_operation_id']}:${body['m_operation_ps']}:21.03.2022 12`,
        m_operation_ps: '34',
        m_operation_date: '56',
      };
      expect(payeerStatusSignature(shifted, 's3cret')).toBe(body['m_sign']);
      expect(verifyPayeerStatus(config, shifted, expected)).toEqual({ ok: false, reason: 'fields' });
    });
  });

  it('will not run without configuration', () => {
    expect(() => verifyPayeerStatus({ shopId: '', secretKey: '' }, paid(), expected)).toThrow(/not configured/);
  });
});

describe('payeerAnswer', () => {
  it('answers with the documented plain text', () => {
    expect(payeerAnswer('topup-42', true)).toBe('topup-42|success');
    expect(payeerAnswer('topup-42', false)).toBe('topup-42|error');
  });

  it('cannot be made to answer more than one line or another status', () => {
    expect(payeerAnswer('x|success\r\ny', false)).toBe('xsuccessy|error');
  });
});
