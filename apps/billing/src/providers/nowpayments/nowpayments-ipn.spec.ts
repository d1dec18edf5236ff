import { documentedIpnSignature } from '@simrelay/testing';
import { createHmac } from 'node:crypto';
import { canonicalIpnJson, isFailed, isFinished, NOWPAYMENTS_PAYMENT_STATUSES, signNowpaymentsIpn, verifyNowpaymentsIpn } from './nowpayments-ipn';

const SECRET = 'ipn-secret-Zq81';

/**
 * The payment IPN from the documentation's "Webhooks Examples", as printed there except for
 * the comma it misses after "payment_extra_ids": null.
 */
const DOCUMENTED_IPN = `{
"payment_id":123456789,
"parent_payment_id":987654321,
"invoice_id":null,
"payment_status":"finished",
"pay_address":"address",
"payin_extra_id":null,
"price_amount":1,
"price_currency":"usd",
"pay_amount":15,
"actually_paid":15,
"actually_paid_at_fiat":0,
"pay_currency":"trx",
"order_id":null,
"order_description":null,
"purchase_id":"123456789",
"outcome_amount":14.8106,
"outcome_currency":"trx",
"payment_extra_ids":null,
"fee": {
"currency":"btc",
"depositFee":0.09853637216235617,
"withdrawalFee":0,
"serviceFee":0
}
}`;

/** The same body sorted by hand: what gets signed. */
const DOCUMENTED_IPN_SORTED =
  '{"actually_paid":15,"actually_paid_at_fiat":0,"fee":{"currency":"btc","depositFee":0.09853637216235617,"serviceFee":0,"withdrawalFee":0},' +
  '"invoice_id":null,"order_description":null,"order_id":null,"outcome_amount":14.8106,"outcome_currency":"trx","parent_payment_id":987654321,' +
  '"pay_address":"address","pay_amount":15,"pay_currency":"trx","payin_extra_id":null,"payment_extra_ids":null,"payment_id":123456789,' +
  '"payment_status":"finished","price_amount":1,"price_currency":"usd","purchase_id":"123456789"}';

const hmac512 = (text: string, secret: string) => createHmac('sha512', secret).update(text).digest('hex');

/** Their Python example's reading: json.dumps(sort_keys=True, separators=(',', ':')), arrays kept. */
function pythonStyle(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonStyle).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${pythonStyle(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

describe('canonicalIpnJson', () => {
  it('sorts the documented example by key at every depth, without spaces', () => {
    expect(canonicalIpnJson(JSON.parse(DOCUMENTED_IPN))).toBe(DOCUMENTED_IPN_SORTED);
  });

  it('sorts nested objects, inside arrays too, and keeps array order', () => {
    const body = { z: 1, b: { y: { d: 4, c: 3 }, x: [{ q: 1, p: 2 }, 3] }, a: null };
    expect(canonicalIpnJson(body)).toBe('{"a":null,"b":{"x":[{"p":2,"q":1},3],"y":{"c":3,"d":4}},"z":1}');
    expect(canonicalIpnJson(body)).toBe(pythonStyle(body));
    // The documentation's Node example turns the array into an object keyed by index.
    expect(canonicalIpnJson(body, { arraysAsObjects: true })).toBe('{"a":null,"b":{"x":{"0":{"p":2,"q":1},"1":3},"y":{"c":3,"d":4}},"z":1}');
  });

  it('orders keys exactly as JSON.stringify of a sorted JavaScript object does (integer-like keys first)', () => {
    const body = { b: 1, '10': 2, '9': 3, a: { '2': 0, '1': 0 }, __proto__x: 5 };
    expect(canonicalIpnJson(body)).toBe('{"9":3,"10":2,"__proto__x":5,"a":{"1":0,"2":0},"b":1}');
  });

  it('keeps a "__proto__" key of a parsed body as a key', () => {
    expect(canonicalIpnJson(JSON.parse('{"b":1,"__proto__":{"x":1}}'))).toBe('{"__proto__":{"x":1},"b":1}');
  });
});

describe('verifyNowpaymentsIpn', () => {
  it('accepts the documented example signed as the documentation signs it, and returns the body', () => {
    const signature = documentedIpnSignature(JSON.parse(DOCUMENTED_IPN), SECRET);
    expect(signature).toBe(hmac512(DOCUMENTED_IPN_SORTED, SECRET));
    expect(verifyNowpaymentsIpn(DOCUMENTED_IPN, signature, SECRET)).toEqual({ ok: true, body: JSON.parse(DOCUMENTED_IPN) });
    expect(verifyNowpaymentsIpn(Buffer.from(DOCUMENTED_IPN), signature.toUpperCase(), SECRET).ok).toBe(true);
    expect(signNowpaymentsIpn(DOCUMENTED_IPN, SECRET)).toBe(signature);
  });

  it('does not care in which order the keys arrive, at any depth', () => {
    const body = JSON.parse(DOCUMENTED_IPN) as Record<string, unknown>;
    const reversed = Object.fromEntries(
      Object.entries(body)
        .reverse()
        .map(([k, v]) => [k, v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse()) : v]),
    );
    const text = JSON.stringify(reversed, null, 4);
    expect(text).not.toBe(DOCUMENTED_IPN);
    expect(verifyNowpaymentsIpn(text, hmac512(DOCUMENTED_IPN_SORTED, SECRET), SECRET).ok).toBe(true);
  });

  it('accepts both documented readings of arrays', () => {
    const body = { payment_id: 5, payment_extra_ids: [{ z: 1, a: 2 }, 7], payment_status: 'finished' };
    const text = JSON.stringify(body);
    expect(verifyNowpaymentsIpn(text, documentedIpnSignature(body, SECRET), SECRET).ok).toBe(true);
    expect(verifyNowpaymentsIpn(text, hmac512(pythonStyle(body), SECRET), SECRET).ok).toBe(true);
  });

  it('agrees with the older one-level form (JSON.stringify with a sorted key list) on flat bodies only', () => {
    const flat = { payment_status: 'finished', payment_id: 9, order_id: 'topup-1', price_amount: 12.5 };
    const oneLevel = (params: Record<string, unknown>) => JSON.stringify(params, Object.keys(params).sort());
    expect(verifyNowpaymentsIpn(JSON.stringify(flat), hmac512(oneLevel(flat), SECRET), SECRET).ok).toBe(true);
    // On a nested body that form drops the nested keys ("fee":{}): it signs less than the body, so it is refused.
    const nested = JSON.parse(DOCUMENTED_IPN) as Record<string, unknown>;
    expect(oneLevel(nested)).toContain('"fee":{}');
    expect(verifyNowpaymentsIpn(DOCUMENTED_IPN, hmac512(oneLevel(nested), SECRET), SECRET)).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('refuses a tampered body, a tampered nested value and a wrong secret', () => {
    const signature = hmac512(DOCUMENTED_IPN_SORTED, SECRET);
    expect(verifyNowpaymentsIpn(DOCUMENTED_IPN.replace('"price_amount":1', '"price_amount":1000'), signature, SECRET)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyNowpaymentsIpn(DOCUMENTED_IPN.replace('"withdrawalFee":0', '"withdrawalFee":1'), signature, SECRET)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyNowpaymentsIpn(DOCUMENTED_IPN.replace('"payment_status":"finished",', ''), signature, SECRET)).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyNowpaymentsIpn(DOCUMENTED_IPN, signature, 'another-secret')).toMatchObject({ ok: false, reason: 'signature' });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not hex', 'z'.repeat(128)],
    ['a SHA-256 length', 'a'.repeat(64)],
    ['too long', 'a'.repeat(130)],
  ])('refuses a malformed signature header (%s)', (_name, header) => {
    expect(verifyNowpaymentsIpn(DOCUMENTED_IPN, header, SECRET)).toMatchObject({ ok: false, reason: 'header' });
  });

  it.each([
    ['not JSON', 'payment_id=1&payment_status=finished'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['a string', '"finished"'],
    ['too large', JSON.stringify({ pad: 'x'.repeat(70_000) })],
  ])('refuses a body that is %s', (_name, body) => {
    expect(verifyNowpaymentsIpn(body, 'a'.repeat(128), SECRET)).toMatchObject({ ok: false, reason: 'body' });
  });

  it('refuses to run without a secret', () => {
    expect(() => verifyNowpaymentsIpn(DOCUMENTED_IPN, 'a'.repeat(128), '')).toThrow(TypeError);
    expect(() => signNowpaymentsIpn({}, '')).toThrow(TypeError);
  });
});

describe('payment statuses', () => {
  it('pays only on finished', () => {
    expect(Object.keys(NOWPAYMENTS_PAYMENT_STATUSES).filter(isFinished)).toEqual(['finished']);
    expect(isFinished('partially_paid')).toBe(false);
    expect(isFinished('confirmed')).toBe(false);
    expect(isFinished('sending')).toBe(false);
    expect(isFinished('FINISHED')).toBe(false);
  });

  it('knows which statuses end without payment', () => {
    expect(Object.keys(NOWPAYMENTS_PAYMENT_STATUSES).filter(isFailed)).toEqual(['failed', 'refunded', 'expired']);
  });
});
