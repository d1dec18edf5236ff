import { createHmac } from 'node:crypto';
import { computeStripeSignature, signStripePayload, verifyStripeSignature } from './stripe-signature';

const SECRET = 'whsec_test_5f0c1c0ffee';
const NOW_S = 1_760_000_000;
const NOW_MS = NOW_S * 1000;
const BODY = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1' } } }, null, 2);

/** Written from Stripe's documentation, not from the module: HMAC-SHA256 of "<t>.<body>", hex. */
const independentV1 = (body: string | Buffer, secret: string, t: number): string =>
  createHmac('sha256', secret).update(Buffer.concat([Buffer.from(`${t}.`), Buffer.isBuffer(body) ? body : Buffer.from(body)])).digest('hex');

const header = (t: number, ...v1: string[]) => [`t=${t}`, ...v1.map((s) => `v1=${s}`)].join(',');

describe('verifyStripeSignature', () => {
  it('accepts a signature computed independently with node:crypto and returns the event', () => {
    const result = verifyStripeSignature(BODY, header(NOW_S, independentV1(BODY, SECRET, NOW_S)), SECRET, { now: NOW_MS });
    expect(result).toEqual({ ok: true, timestamp: NOW_S, event: JSON.parse(BODY) });
  });

  it('signs the raw bytes: a Buffer body with non-ASCII text verifies, its re-serialised JSON does not', () => {
    const raw = Buffer.from('{\n  "id": "evt_2", "type": "checkout.session.completed",\n  "data": {"object": {"id": "cs_1", "name": "Пополнение €"}}\n}');
    const signature = header(NOW_S, independentV1(raw, SECRET, NOW_S));
    expect(verifyStripeSignature(raw, signature, SECRET, { now: NOW_MS }).ok).toBe(true);
    expect(verifyStripeSignature(raw.toString('utf8'), signature, SECRET, { now: NOW_MS }).ok).toBe(true);
    const reserialised = JSON.stringify(JSON.parse(raw.toString('utf8')));
    expect(verifyStripeSignature(reserialised, signature, SECRET, { now: NOW_MS })).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('signStripePayload produces the header Stripe would send', () => {
    expect(signStripePayload(BODY, SECRET, NOW_S)).toBe(`t=${NOW_S},v1=${independentV1(BODY, SECRET, NOW_S)}`);
    expect(computeStripeSignature(BODY, SECRET, NOW_S)).toBe(independentV1(BODY, SECRET, NOW_S));
  });

  it('accepts any matching v1 while a secret is being rolled, and ignores other schemes', () => {
    const good = independentV1(BODY, SECRET, NOW_S);
    const other = independentV1(BODY, 'whsec_old', NOW_S);
    expect(verifyStripeSignature(BODY, `t=${NOW_S},v1=${other},v1=${good}`, SECRET, { now: NOW_MS }).ok).toBe(true);
    expect(verifyStripeSignature(BODY, `t=${NOW_S},v0=${good},v1=${good},foo=bar`, SECRET, { now: NOW_MS }).ok).toBe(true);
    // A matching signature under a scheme other than v1 is no signature at all (no downgrade).
    expect(verifyStripeSignature(BODY, `t=${NOW_S},v0=${good}`, SECRET, { now: NOW_MS })).toMatchObject({ ok: false, reason: 'header' });
  });

  it("reads the documentation's example header (v0 ignored) and refuses it for a payload it does not sign", () => {
    const documented =
      't=1492774577,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd,v0=6ffbb59b2300aae63f272406069a9788598b792a944a07aba816edb039989a39';
    expect(verifyStripeSignature(BODY, documented, SECRET, { now: 1492774577 * 1000 })).toMatchObject({ ok: false, reason: 'signature' });
    // Spread over lines as the documentation prints it.
    expect(verifyStripeSignature(BODY, documented.replace(/,/g, ',\n'), SECRET, { now: 1492774577 * 1000 })).toMatchObject({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a tampered body and a wrong secret as signature failures', () => {
    const signature = header(NOW_S, independentV1(BODY, SECRET, NOW_S));
    expect(verifyStripeSignature(BODY.replace('cs_test_1', 'cs_test_2'), signature, SECRET, { now: NOW_MS })).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(verifyStripeSignature(`${BODY} `, signature, SECRET, { now: NOW_MS })).toMatchObject({ ok: false, reason: 'signature' });
    expect(verifyStripeSignature(BODY, signature, 'whsec_someone_else', { now: NOW_MS })).toMatchObject({ ok: false, reason: 'signature' });
    // The timestamp is signed too: moving it breaks the signature.
    expect(verifyStripeSignature(BODY, header(NOW_S + 1, independentV1(BODY, SECRET, NOW_S)), SECRET, { now: NOW_MS })).toMatchObject({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses timestamps more than 5 minutes old or ahead, and accepts the edges', () => {
    const at = (t: number) => verifyStripeSignature(BODY, header(t, independentV1(BODY, SECRET, t)), SECRET, { now: NOW_MS });
    expect(at(NOW_S - 301)).toMatchObject({ ok: false, reason: 'timestamp' });
    expect(at(NOW_S - 3600)).toMatchObject({ ok: false, reason: 'timestamp' });
    expect(at(NOW_S + 301)).toMatchObject({ ok: false, reason: 'timestamp' });
    expect(at(NOW_S - 300).ok).toBe(true);
    expect(at(NOW_S + 300).ok).toBe(true);
    expect(
      verifyStripeSignature(BODY, header(NOW_S - 60, independentV1(BODY, SECRET, NOW_S - 60)), SECRET, { now: new Date(NOW_MS), toleranceSeconds: 30 }),
    ).toMatchObject({ ok: false, reason: 'timestamp' });
  });

  it('checks the signature before the clock: a forged stale delivery is a signature failure', () => {
    expect(verifyStripeSignature(BODY, header(NOW_S - 3600, 'ab'.repeat(32)), SECRET, { now: NOW_MS })).toMatchObject({
      ok: false,
      reason: 'signature',
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not key=value', 'garbage'],
    ['no timestamp', `v1=${'a'.repeat(64)}`],
    ['no v1', `t=${NOW_S}`],
    ['non-numeric timestamp', `t=abc,v1=${'a'.repeat(64)}`],
    ['negative timestamp', `t=-5,v1=${'a'.repeat(64)}`],
    ['two timestamps', `t=${NOW_S},t=${NOW_S - 1},v1=${'a'.repeat(64)}`],
    ['v1 not hex', `t=${NOW_S},v1=${'z'.repeat(64)}`],
    ['v1 too short', `t=${NOW_S},v1=abc123`],
    ['huge header', `t=${NOW_S},${'v1=00,'.repeat(2000)}`],
  ])('refuses a malformed header (%s) as a header failure', (_name, value) => {
    expect(verifyStripeSignature(BODY, value, SECRET, { now: NOW_MS })).toMatchObject({ ok: false, reason: 'header' });
  });

  it('tolerates spaces around the elements', () => {
    const v1 = independentV1(BODY, SECRET, NOW_S);
    expect(verifyStripeSignature(BODY, ` t=${NOW_S}, v1=${v1} `, SECRET, { now: NOW_MS }).ok).toBe(true);
  });

  it('refuses a correctly signed payload that is not a Stripe event', () => {
    for (const body of ['not json', '[1,2]', '{"id":"evt_1"}', '{"id":"evt_1","type":"x","data":{"object":null}}']) {
      expect(verifyStripeSignature(body, header(NOW_S, independentV1(body, SECRET, NOW_S)), SECRET, { now: NOW_MS })).toMatchObject({
        ok: false,
        reason: 'payload',
      });
    }
  });

  it('refuses to run without a secret or with a tolerance that would accept anything', () => {
    expect(() => verifyStripeSignature(BODY, header(NOW_S, 'a'.repeat(64)), '', { now: NOW_MS })).toThrow(TypeError);
    expect(() => verifyStripeSignature(BODY, header(NOW_S, 'a'.repeat(64)), SECRET, { now: NOW_MS, toleranceSeconds: -1 })).toThrow(TypeError);
    expect(() => verifyStripeSignature(BODY, header(NOW_S, 'a'.repeat(64)), SECRET, { now: NOW_MS, toleranceSeconds: Number.NaN })).toThrow(TypeError);
    expect(() => signStripePayload(BODY, '', NOW_S)).toThrow(TypeError);
  });
});
