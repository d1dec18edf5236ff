import { GsmError } from '../gsm-error';
import { decodePdu } from './decode-pdu';
import { encodeDeliver, encodeSubmit } from './encode-pdu';
import { SmsDeliver, SmsSubmit } from './pdu-types';
import { tpduLength } from './tpdu-length';

const TIMESTAMP = '2021-03-14T15:09:26+05:45';
const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof GsmError ? error.code : `not a GsmError: ${String(error)}`;
  }
  return undefined;
};

describe('encodeDeliver', () => {
  it('writes a single GSM 7-bit SMS-DELIVER the decoder reads back', () => {
    const [part, ...more] = encodeDeliver({ sender: '+447700900123', text: 'Your code is 4821 {ok}', timestamp: TIMESTAMP });
    expect(more).toEqual([]);
    expect(part.pdu).toMatch(/^0004/u);
    expect(decodePdu(part.pdu)).toEqual({
      type: 'deliver',
      smsc: null,
      sender: '+447700900123',
      senderType: 'international',
      timestamp: TIMESTAMP,
      dcs: 0,
      encoding: 'gsm7',
      text: 'Your code is 4821 {ok}',
      concat: null,
      pid: 0,
      messageClass: null,
    });
  });

  it.each([
    ['+447700900123', 'international', '0C91'],
    ['1800', 'national', '04A1'],
    ['VK.com', 'alphanumeric', '0BD0'],
    ['+VK', 'alphanumeric', '06D0'],
    ['Telegram123', 'alphanumeric', '14D0'],
  ])('sender %s is %s', (sender, senderType, addressStart) => {
    const [part] = encodeDeliver({ sender, text: 'x', timestamp: TIMESTAMP });
    expect(part.pdu.slice(4, 8)).toBe(addressStart);
    expect(decodePdu(part.pdu)).toMatchObject({ sender, senderType });
  });

  it('picks UCS2 when a character is not in the GSM alphabet, and keeps emoji whole', () => {
    const [part] = encodeDeliver({ sender: 'Bank', text: 'Код 1234 😀', timestamp: TIMESTAMP });
    expect(decodePdu(part.pdu)).toMatchObject({ dcs: 8, encoding: 'ucs2', text: 'Код 1234 😀' });
  });

  it('writes 8-bit data given as hex', () => {
    const [part] = encodeDeliver({ sender: '1234', text: '00ff10', encoding: '8bit', timestamp: TIMESTAMP });
    expect(decodePdu(part.pdu)).toMatchObject({ dcs: 4, encoding: '8bit', text: '00ff10' });
  });

  it('writes the SMSC when given', () => {
    const [part] = encodeDeliver({ sender: '1234', text: 'x', smsc: '+79037011111', timestamp: TIMESTAMP });
    expect(part.pdu).toMatch(/^07919730071111F1/u);
    expect(part.tpduLength).toBe(part.pdu.length / 2 - 8);
    expect(decodePdu(part.pdu)).toMatchObject({ smsc: '+79037011111' });
  });

  it('stamps the current time (UTC) when no timestamp is given', () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const decoded = decodePdu(encodeDeliver({ sender: '1234', text: 'x' })[0].pdu) as SmsDeliver;
    expect(decoded.timestamp).toMatch(/\+00:00$/u);
    expect(Date.parse(decoded.timestamp)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(decoded.timestamp)).toBeLessThanOrEqual(Date.now());
  });

  it('splits a long text with an 8-bit reference, 153 septets a part', () => {
    const text = 'a'.repeat(153 * 2 + 5);
    const parts = encodeDeliver({ sender: '1234', text, concatRef: 42, timestamp: TIMESTAMP }).map((p) => decodePdu(p.pdu) as SmsDeliver);
    expect(parts.map((p) => p.concat)).toEqual([1, 2, 3].map((seq) => ({ ref: 42, total: 3, seq })));
    expect(parts.map((p) => p.text.length)).toEqual([153, 153, 5]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('splits with a 16-bit reference when asked, 152 septets a part', () => {
    const text = 'b'.repeat(161);
    const parts = encodeDeliver({ sender: '1234', text, concatRef: 0xbeef, concatRef16: true, timestamp: TIMESTAMP });
    expect(parts.map((p) => (decodePdu(p.pdu) as SmsDeliver).concat)).toEqual([1, 2].map((seq) => ({ ref: 0xbeef, total: 2, seq })));
    expect((decodePdu(parts[0].pdu) as SmsDeliver).text).toHaveLength(152);
  });

  it('never splits an escape pair or a surrogate pair', () => {
    const gsm = encodeDeliver({ sender: '1234', text: `${'a'.repeat(152)}€${'x'.repeat(10)}`, timestamp: TIMESTAMP, concatRef: 1 });
    expect(gsm.map((p) => (decodePdu(p.pdu) as SmsDeliver).text)).toEqual(['a'.repeat(152), `€${'x'.repeat(10)}`]);
    const ucs2 = encodeDeliver({ sender: '1234', text: `${'я'.repeat(66)}😀${'я'.repeat(4)}`, timestamp: TIMESTAMP, concatRef: 1 });
    expect(ucs2.map((p) => (decodePdu(p.pdu) as SmsDeliver).text)).toEqual(['я'.repeat(66), `😀${'я'.repeat(4)}`]);
  });

  it('derives a stable reference from sender and text when none is given', () => {
    const text = 'c'.repeat(200);
    const ref = (sender: string) => (decodePdu(encodeDeliver({ sender, text, timestamp: TIMESTAMP })[0].pdu) as SmsDeliver).concat?.ref;
    expect(ref('1234')).toBe(ref('1234'));
    expect(ref('1234')).toBeGreaterThanOrEqual(0);
    expect(ref('1234')).toBeLessThanOrEqual(255);
  });

  it.each([
    ['a forced GSM 7-bit text with Cyrillic', { sender: '1', text: 'Я', encoding: 'gsm7' as const }],
    ['an alphanumeric sender of 12 characters', { sender: 'ABCDEFGHIJKL', text: 'x' }],
    ['an alphanumeric sender with a character GSM lacks', { sender: 'Банк', text: 'x' }],
    ['8-bit data that is not hex', { sender: '1', text: 'xyz', encoding: '8bit' as const }],
    ['a timestamp without an offset', { sender: '1', text: 'x', timestamp: '2021-03-14T15:09:26' }],
    ['a timestamp offset of 10 minutes', { sender: '1', text: 'x', timestamp: '2021-03-14T15:09:26+00:10' }],
    ['a year the two digits cannot hold', { sender: '1', text: 'x', timestamp: '2100-01-01T00:00:00Z' }],
    ['a reference over 255 without concatRef16', { sender: '1', text: 'x'.repeat(200), concatRef: 256 }],
    ['a text of more than 255 parts', { sender: '1', text: 'x'.repeat(153 * 256) }],
  ])('refuses %s with ENCODE_INVALID', (_what, options) => {
    expect(codeOf(() => encodeDeliver(options))).toBe('ENCODE_INVALID');
  });
});

describe('encodeSubmit', () => {
  it('writes no SMSC, no validity and no status report request by default', () => {
    const [part] = encodeSubmit({ to: '+79001234567', text: 'Hi' });
    expect(part).toEqual({ pdu: '0001000B919700214365F7000002C834', tpduLength: 15 });
  });

  it('sets the status report request, the reference and a relative validity period', () => {
    const [part] = encodeSubmit({ to: '+79001234567', text: 'Hi', statusReport: true, reference: 7, validityMinutes: 24 * 60 });
    expect(part.pdu.slice(0, 6)).toBe('003107');
    expect(decodePdu(part.pdu)).toMatchObject({ type: 'submit', reference: 7, recipient: '+79001234567', recipientType: 'international', text: 'Hi' });
  });

  it('writes a national number with type 0x81', () => {
    const [part] = encodeSubmit({ to: '89001234567', text: 'x' });
    expect(part.pdu.slice(6, 10)).toBe('0B81');
    expect(decodePdu(part.pdu)).toMatchObject({ recipient: '89001234567', recipientType: 'unknown' });
  });

  it('uses a 16-bit concatenation reference for a concatRef over 255', () => {
    const parts = encodeSubmit({ to: '+1', text: 'x'.repeat(170), concatRef: 1000 }).map((p) => decodePdu(p.pdu) as SmsSubmit);
    expect(parts.map((p) => p.concat)).toEqual([1, 2].map((seq) => ({ ref: 1000, total: 2, seq })));
  });

  it('gives tpduLength as AT+CMGS wants it', () => {
    for (const part of encodeSubmit({ to: '+1555', text: 'ü'.repeat(300), smsc: '+4477' })) {
      expect(part.tpduLength).toBe(tpduLength(part.pdu));
      expect(part.tpduLength).toBe(part.pdu.length / 2 - 4);
    }
  });

  it.each([
    ['an alphanumeric recipient', { to: 'Bank', text: 'x' }],
    ['an empty recipient', { to: '', text: 'x' }],
    ['a recipient of 21 digits', { to: '1'.repeat(21), text: 'x' }],
    ['an SMSC that is not a number', { to: '+1', text: 'x', smsc: 'SMSC' }],
    ['a reference of 256', { to: '+1', text: 'x', reference: 256 }],
    ['a validity of 1 minute', { to: '+1', text: 'x', validityMinutes: 1 }],
    ['a validity of 64 weeks', { to: '+1', text: 'x', validityMinutes: 64 * 7 * 24 * 60 }],
  ])('refuses %s with ENCODE_INVALID', (_what, options) => {
    expect(codeOf(() => encodeSubmit(options))).toBe('ENCODE_INVALID');
  });
});

describe('tpduLength', () => {
  it('counts the octets after the SMSC part', () => {
    expect(tpduLength('0001000B919700214365F7000002C834')).toBe(15);
    expect(tpduLength('07919730071111F10001')).toBe(2);
  });

  it.each([
    ['', 'PDU_TRUNCATED'],
    ['0', 'PDU_BAD_HEX'],
    ['0791', 'PDU_TRUNCATED'],
    ['00', 'PDU_TRUNCATED'],
    ['0g', 'PDU_BAD_HEX'],
  ])('%j -> %s', (hex, code) => {
    expect(codeOf(() => tpduLength(hex))).toBe(code);
  });
});
