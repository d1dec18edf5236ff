import { GsmError } from '../../gsm-error';
import { encodeAlphanumericAddress, encodeNumberAddress, encodeSmsc, readAddress, readSmsc, TOA_NATIONAL } from '../../pdu/address';
import { decodePdu } from '../../pdu/decode-pdu';
import { encodeSubmit } from '../../pdu/encode-pdu';
import { PduReader } from '../../pdu/pdu-reader';
import { encodeTimestamp, readTimestamp } from '../../pdu/timestamp';
import { concatOf, parseHeader } from '../../pdu/user-data';
import { relativeValidityPeriod } from '../../pdu/validity-period';
import { decodeSeptets, encodeGsm7, packSeptets, unpackSeptets } from '../../text/gsm7-codec';
import { decodeUcs2, encodeUcs2 } from '../../text/ucs2';
import { expectVector } from '../expect-vector';
import {
  PYTHON_GSMMODEM_ADDRESSES,
  PYTHON_GSMMODEM_CONCAT_IES,
  PYTHON_GSMMODEM_DECODE,
  PYTHON_GSMMODEM_GSM7,
  PYTHON_GSMMODEM_REJECT,
  PYTHON_GSMMODEM_SEMI_OCTETS,
  PYTHON_GSMMODEM_SMSC,
  PYTHON_GSMMODEM_SUBMIT,
  PYTHON_GSMMODEM_TIMESTAMPS,
  PYTHON_GSMMODEM_UCS2,
  PYTHON_GSMMODEM_VALIDITY,
} from './python-gsmmodem';

const reader = (hex: string) => new PduReader(Buffer.from(hex, 'hex'));
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex').toUpperCase();
const cases = <T extends { source: string }>(vectors: T[]) => vectors.map((v) => [v.source, v] as const);

describe('python-gsmmodem vectors (test/test_pdu.py)', () => {
  it.each(cases(PYTHON_GSMMODEM_DECODE))('decodes %s', (_source, vector) => {
    expectVector(vector);
  });

  it.each(cases(PYTHON_GSMMODEM_REJECT))('refuses %s', (_source, { pdu }) => {
    expect(() => decodePdu(pdu)).toThrow(GsmError);
  });

  it.each(cases(PYTHON_GSMMODEM_SUBMIT))('encodes %s', (_source, { input, pdus }) => {
    expect(encodeSubmit(input).map((part) => part.pdu)).toEqual(pdus);
  });

  it('decodes the concatenated parts back to the text', () => {
    const [{ pdus, text }] = PYTHON_GSMMODEM_SUBMIT.filter((v) => 'text' in v) as { pdus: string[]; text: string }[];
    const parts = pdus.map((pdu) => decodePdu(pdu));
    expect(parts.map((part) => (part.type === 'submit' ? part.concat : null))).toEqual([1, 2, 3].map((seq) => ({ ref: 0, total: 3, seq })));
    expect(parts.map((part) => (part.type === 'submit' ? part.text : '')).join('')).toBe(text);
  });

  it.each(cases(PYTHON_GSMMODEM_GSM7))('GSM 7-bit %s', (_source, { text, septets, packed }) => {
    expect(encodeGsm7(text)).toEqual(septets);
    expect([...packSeptets(septets)]).toEqual(packed);
    expect(unpackSeptets(Buffer.from(packed), septets.length)).toEqual(septets);
    expect(decodeSeptets(septets)).toBe(text);
  });

  it.each(cases(PYTHON_GSMMODEM_UCS2))('UCS2 %s', (_source, { text, hex: expected }) => {
    expect(hex(encodeUcs2(text))).toBe(expected);
    expect(decodeUcs2(Buffer.from(expected, 'hex'))).toBe(text);
  });

  it.each(cases(PYTHON_GSMMODEM_ADDRESSES))('address field %s', (_source, { address, hex: field, octets }) => {
    const r = reader(field);
    expect(readAddress(r, 'address').value).toBe(address);
    expect(r.offset).toBe(octets);
    const encoded = /^\+?\d+$/u.test(address) ? encodeNumberAddress(address, TOA_NATIONAL, 'address') : encodeAlphanumericAddress(address, 'address');
    expect(hex(encoded)).toBe(field.slice(0, octets * 2));
  });

  it.each(cases(PYTHON_GSMMODEM_SMSC))('SMSC field %s', (_source, { address, hex: field }) => {
    const r = reader(field);
    expect(readSmsc(r)).toBe(address);
    expect(r.offset).toBe(7);
    expect(hex(encodeSmsc(address))).toBe(field.slice(0, 14));
  });

  it.each(cases(PYTHON_GSMMODEM_SEMI_OCTETS))('semi-octets %s', (_source, { digits, hex: semiOctets }) => {
    const field = encodeNumberAddress(digits, TOA_NATIONAL, 'address');
    expect(hex(field.subarray(2))).toBe(semiOctets);
    expect(readAddress(new PduReader(field), 'address').value).toBe(digits);
  });

  it.each(cases(PYTHON_GSMMODEM_VALIDITY))('relative validity period %s', (_source, { minutes, vp }) => {
    expect(relativeValidityPeriod(minutes)).toBe(vp);
  });

  it.each(cases(PYTHON_GSMMODEM_TIMESTAMPS))('timestamp %s', (_source, { iso, hex: octets }) => {
    expect(hex(encodeTimestamp(iso))).toBe(octets);
    expect(readTimestamp(reader(octets), 'timestamp')).toBe(iso);
  });

  it.each(cases(PYTHON_GSMMODEM_CONCAT_IES))('concatenation IE %s', (_source, { hex: element, concat }) => {
    expect(concatOf(parseHeader(Buffer.from(element, 'hex')))).toEqual(concat);
  });
});
