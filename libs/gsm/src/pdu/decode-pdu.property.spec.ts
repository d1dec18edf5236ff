import fc from 'fast-check';
import { GsmError } from '../gsm-error';
import { ALL_VALID_PDUS } from '../testing/all-valid-pdus';
import { decodePdu } from './decode-pdu';
import { DecodedPdu } from './pdu-types';

/** Fixed seed: the same inputs on every run; change it locally to explore. */
const RUNS = { seed: 20240917, numRuns: 2000 };

/** The decoded PDU, or the GsmError; any other exception fails the test. */
function decodeOrError(hex: string, status?: number): DecodedPdu | GsmError {
  try {
    return decodePdu(hex, { status });
  } catch (error) {
    if (error instanceof GsmError) return error;
    throw error;
  }
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/u;

/** What any successful decode must look like, whatever the input. */
function expectWellFormed(decoded: DecodedPdu | GsmError): void {
  if (decoded instanceof GsmError) {
    expect(decoded.message).not.toBe('');
    return;
  }
  if (decoded.type === 'status-report') {
    expect(decoded.timestamp).toMatch(ISO);
    expect(decoded.dischargeTime).toMatch(ISO);
    return;
  }
  expect(typeof decoded.text).toBe('string');
  if (decoded.type === 'deliver') expect(decoded.timestamp).toMatch(ISO);
  if (decoded.encoding === '8bit') expect(decoded.text).toMatch(/^(?:[0-9a-f]{2})*$/u);
  if (decoded.concat) {
    expect(decoded.concat.seq).toBeGreaterThanOrEqual(1);
    expect(decoded.concat.seq).toBeLessThanOrEqual(decoded.concat.total);
  }
}

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');
const validPdu = fc.constantFrom(...ALL_VALID_PDUS);

describe('decodePdu never throws anything but GsmError', () => {
  it('decodes every valid vector', () => {
    for (const { pdu, status } of ALL_VALID_PDUS) expect(decodeOrError(pdu, status)).not.toBeInstanceOf(GsmError);
    expect(ALL_VALID_PDUS.length).toBeGreaterThan(80);
  });

  it('on random hex of any length', () => {
    fc.assert(
      fc.property(fc.array(hexDigit, { maxLength: 400 }), (digits) => expectWellFormed(decodeOrError(digits.join('')))),
      RUNS,
    );
  });

  it('on random strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => expectWellFormed(decodeOrError(text))),
      RUNS,
    );
  });

  it('on random bytes, with and without an empty SMSC part in front', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), fc.constantFrom(undefined, 0, 1, 3), (bytes, noSmsc, status) => {
        const hex = (noSmsc ? '00' : '') + Buffer.from(bytes).toString('hex');
        expectWellFormed(decodeOrError(hex, status));
      }),
      RUNS,
    );
  });

  it('on every truncation of every valid vector: a GsmError, or (only trailing padding cut) the same message', () => {
    for (const { pdu, status } of ALL_VALID_PDUS) {
      const whole = decodeOrError(pdu, status);
      for (let length = 0; length < pdu.length; length++) {
        const cut = decodeOrError(pdu.slice(0, length), status);
        if (!(cut instanceof GsmError)) expect(cut).toEqual(whole);
        if (length % 2 === 1) expect(cut).toBeInstanceOf(GsmError);
      }
    }
  });

  it('on valid vectors with random bits flipped', () => {
    fc.assert(
      fc.property(validPdu, fc.array(fc.tuple(fc.nat(), fc.nat(7)), { minLength: 1, maxLength: 4 }), ({ pdu, status }, flips) => {
        const bytes = Buffer.from(pdu, 'hex');
        for (const [index, bit] of flips) bytes[index % bytes.length] ^= 1 << bit;
        expectWellFormed(decodeOrError(bytes.toString('hex'), status));
      }),
      RUNS,
    );
  });

  it('on valid vectors with random octets overwritten, inserted or removed', () => {
    fc.assert(
      fc.property(validPdu, fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom('set', 'insert', 'remove'), ({ pdu, status }, at, value, how) => {
        const bytes = [...Buffer.from(pdu, 'hex')];
        const i = at % bytes.length;
        if (how === 'set') bytes[i] = value;
        else if (how === 'insert') bytes.splice(i, 0, value);
        else bytes.splice(i, 1);
        expectWellFormed(decodeOrError(Buffer.from(bytes).toString('hex'), status));
      }),
      RUNS,
    );
  });
});
