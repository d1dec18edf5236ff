import { GsmError } from '../gsm-error';
import { deliverPdu, scts } from '../testing/pdu-builder';
import { decodePdu } from './decode-pdu';
import { SmsDeliver, SmsStatusReport } from './pdu-types';

const deliver = (hex: string) => decodePdu(hex) as SmsDeliver;
const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof GsmError ? error.code : `not a GsmError: ${String(error)}`;
  }
  return undefined;
};

describe('decodePdu: time stamps', () => {
  it.each([
    [0x32, '+05:45'], // 23 quarter hours: Nepal
    [0x49, '-03:30'], // sign bit with 14 quarter hours: Newfoundland
    [0x00, '+00:00'],
    [0x08, '+00:00'], // a negative zero is still UTC
    [0x61, '+04:00'],
    [0x2b, '-08:00'],
    [0x65, '+14:00'], // 56: Line Islands
  ])('time zone octet %#x is %s', (zone, offset) => {
    expect(deliver(deliverPdu({ timestamp: scts('210314150926', zone) })).timestamp).toBe(`2021-03-14T15:09:26${offset}`);
  });

  it('reads two-digit years 90-99 as the 1990s', () => {
    expect(deliver(deliverPdu({ timestamp: scts('991231235959', 0) })).timestamp).toBe('1999-12-31T23:59:59+00:00');
    expect(deliver(deliverPdu({ timestamp: scts('000101000000', 0) })).timestamp).toBe('2000-01-01T00:00:00+00:00');
  });

  it.each([
    ['month 13', scts('211314150926', 0)],
    ['month 0', scts('210014150926', 0)],
    ['30 February', scts('210230150926', 0)],
    ['29 February of a common year', scts('210229150926', 0)],
    ['hour 24', scts('210314240926', 0)],
    ['minute 60', scts('210314156026', 0)],
    ['a hex digit', '12F0415092600'.padEnd(14, '0')],
    ['a zone digit above 9', scts('210314150926', 0xa0)],
    ['a zone beyond 18 hours', scts('210314150926', 0x37)],
  ])('refuses %s', (_what, timestamp) => {
    expect(codeOf(() => decodePdu(deliverPdu({ timestamp })))).toBe('PDU_INVALID');
  });

  it('accepts 29 February of a leap year', () => {
    expect(deliver(deliverPdu({ timestamp: scts('240229000000', 0) })).timestamp).toBe('2024-02-29T00:00:00+00:00');
  });
});

describe('decodePdu: national language shift tables (TS 23.038 A.2, A.3)', () => {
  const LOCKING = 0x25;
  const SINGLE = 0x24;
  const text = (header: number[], septets: number[]) => deliver(deliverPdu({ header, septets })).text;

  it('Turkish locking shift replaces the default alphabet (A.3.1)', () => {
    expect(text([LOCKING, 1, 1], [0x40, 0x60, 0x07, 0x0b, 0x0c, 0x1c, 0x1d, 0x04, 0x41, 0x61])).toBe('İçıĞğŞş€Aa');
  });

  it('Turkish single shift replaces the extension table (A.2.1)', () => {
    expect(text([SINGLE, 1, 1], [0x1b, 0x47, 0x1b, 0x49, 0x1b, 0x53, 0x1b, 0x63, 0x1b, 0x67, 0x1b, 0x69, 0x1b, 0x73, 0x1b, 0x65, 0x1b, 0x28])).toBe('ĞİŞçğış€{');
  });

  it('Turkish messages use both tables at once', () => {
    expect(text([LOCKING, 1, 1, SINGLE, 1, 1], [0x60, 0x1b, 0x63, 0x40, 0x1b, 0x49])).toBe('ççİİ');
  });

  it('Spanish has a single shift table (A.2.2) and no locking one', () => {
    expect(text([SINGLE, 1, 2], [0x1b, 0x09, 0x1b, 0x41, 0x1b, 0x49, 0x1b, 0x4f, 0x1b, 0x55, 0x1b, 0x61, 0x1b, 0x69, 0x1b, 0x6f, 0x1b, 0x75])).toBe('çÁÍÓÚáíóú');
    expect(text([LOCKING, 1, 2], [0x40, 0x60])).toBe('¡¿');
  });

  it('Portuguese locking shift (A.3.3)', () => {
    expect(text([LOCKING, 1, 3], [0x04, 0x06, 0x07, 0x08, 0x09, 0x0b, 0x0e, 0x12, 0x15, 0x18, 0x24, 0x40, 0x5b, 0x5f, 0x60, 0x7d, 0x7f])).toBe('êúíóçÔÁª∞€ºÍÃ§~`à');
  });

  it('Portuguese single shift (A.2.3)', () => {
    expect(text([SINGLE, 1, 3], [0x1b, 0x05, 0x1b, 0x12, 0x1b, 0x19, 0x1b, 0x1f, 0x1b, 0x5b, 0x1b, 0x7f, 0x1b, 0x3c, 0x1b, 0x65])).toBe('êΦΘÊÃâ[€');
  });

  it('Hindi locking and single shift (A.3.6, A.2.6)', () => {
    expect(text([LOCKING, 1, 6, SINGLE, 1, 6], [0x15, 0x1b, 0x26, 0x60, 0x20, 0x1b, 0x30, 0x61, 0x1b, 0x65])).toBe('\u0915\u0951\u0950 \u095ba€');
  });

  it('Urdu locking shift with the default extension table', () => {
    expect(text([LOCKING, 1, 13], [0x00, 0x02, 0x1b, 0x65, 0x1b, 0x3c])).toBe('\u0627\u0628€[');
  });

  it('decodes an unknown language with the default tables rather than failing', () => {
    expect(text([LOCKING, 1, 14, SINGLE, 1, 99], [0x40, 0x1b, 0x65, 0x1b, 0x47])).toBe('¡€G');
  });

  it('shows the main table character after an escape the table lacks, and a space for escape-escape', () => {
    expect(text([], [0x1b, 0x41, 0x1b, 0x1b, 0x42])).toBe('A B');
  });
});

describe('decodePdu: data coding', () => {
  it.each([
    [0x00, 'gsm7', null],
    [0x10, 'gsm7', 0],
    [0x11, 'gsm7', 1],
    [0x12, 'gsm7', 2],
    [0x13, 'gsm7', 3],
    [0x0c, 'gsm7', null], // reserved alphabet: read as GSM 7-bit
    [0x40, 'gsm7', null], // automatic deletion group
    [0x80, 'gsm7', null], // reserved coding group
    [0xc0, 'gsm7', null], // message waiting, discard
    [0xd8, 'gsm7', null], // message waiting, store
    [0xf0, 'gsm7', 0],
    [0xf3, 'gsm7', 3],
  ] as const)('DCS %#x is %s, class %s', (dcs, encoding, messageClass) => {
    expect(deliver(deliverPdu({ dcs, septets: [0x48, 0x69] }))).toMatchObject({ dcs, encoding, messageClass, text: 'Hi' });
  });

  it.each([
    [0x08, null],
    [0x18, 0],
    [0x5a, 2],
    [0xe0, null], // message waiting, store, UCS2
  ] as const)('DCS %#x is UCS2, class %s', (dcs, messageClass) => {
    expect(deliver(deliverPdu({ dcs, octets: [0x04, 0x1f, 0xd8, 0x3d, 0xde, 0x00] }))).toMatchObject({ encoding: 'ucs2', messageClass, text: 'П😀' });
  });

  it.each([0x04, 0xf4, 0xf5, 0x15])('DCS %#x is 8-bit data, given as hex', (dcs) => {
    expect(deliver(deliverPdu({ dcs, octets: [0x00, 0xff, 0x10] }))).toMatchObject({ encoding: '8bit', text: '00ff10' });
  });

  it('refuses compressed text', () => {
    expect(codeOf(() => decodePdu(deliverPdu({ dcs: 0x20, septets: [0x41] })))).toBe('PDU_UNSUPPORTED');
  });

  it('keeps a surrogate half cut off by the sender, for the next part to complete', () => {
    expect(deliver(deliverPdu({ dcs: 0x08, octets: [0x00, 0x41, 0xd8, 0x3d] })).text).toBe('A\ud83d');
  });
});

describe('decodePdu: user data header', () => {
  it('reads 8-bit and 16-bit concatenation references', () => {
    expect(deliver(deliverPdu({ header: [0x00, 3, 0xa7, 3, 2], septets: [0x41] })).concat).toEqual({ ref: 0xa7, total: 3, seq: 2 });
    expect(deliver(deliverPdu({ header: [0x08, 4, 0xbe, 0xef, 2, 2], septets: [0x41] })).concat).toEqual({ ref: 0xbeef, total: 2, seq: 2 });
  });

  it('skips other information elements and uses the last concatenation element', () => {
    const header = [0x05, 4, 0x0b, 0x84, 0x23, 0xf0, 0x00, 3, 1, 2, 1, 0x70, 0, 0x00, 3, 9, 2, 2];
    expect(deliver(deliverPdu({ header, septets: [0x4f, 0x4b] }))).toMatchObject({ concat: { ref: 9, total: 2, seq: 2 }, text: 'OK' });
  });

  it.each([
    ['a total of 0', [0x00, 3, 1, 0, 0]],
    ['a sequence number of 0', [0x00, 3, 1, 2, 0]],
    ['a sequence number past the total', [0x00, 3, 1, 2, 3]],
    ['the wrong length', [0x00, 4, 1, 2, 1, 0]],
  ])('ignores a concatenation element with %s, as TS 23.040 asks', (_what, header) => {
    expect(deliver(deliverPdu({ header, septets: [0x41] }))).toMatchObject({ concat: null, text: 'A' });
  });

  it('handles the fill bits after headers of every length', () => {
    for (let extra = 0; extra <= 8; extra++) {
      const header = [0x70, extra, ...Array.from({ length: extra }, () => 0xff)];
      expect(deliver(deliverPdu({ header, septets: [0x48, 0x65, 0x6c, 0x6c, 0x6f] })).text).toBe('Hello');
    }
  });

  it('reads a header in UCS2 and 8-bit user data', () => {
    expect(deliver(deliverPdu({ dcs: 0x08, header: [0x00, 3, 1, 2, 1], octets: [0x00, 0x41] }))).toMatchObject({ text: 'A', concat: { ref: 1, total: 2, seq: 1 } });
    expect(deliver(deliverPdu({ dcs: 0x04, header: [0x00, 3, 1, 2, 2], octets: [0xab] }))).toMatchObject({ text: 'ab', concat: { ref: 1, total: 2, seq: 2 } });
  });

  it.each([
    ['an element running past the header', { header: [0x00, 5, 1, 2, 1], septets: [0x41] }],
    ['a header ending inside an element', { header: [0x00, 3, 1, 2, 1, 0x70], septets: [0x41] }],
  ])('refuses %s', (_what, parts) => {
    expect(codeOf(() => decodePdu(deliverPdu(parts)))).toBe('PDU_INVALID');
  });

  it('refuses a header length past the user data', () => {
    // UDL 2 septets (2 octets), UDHL 5.
    const pdu = `${deliverPdu({ septets: [] }).slice(0, -2)}020501`.replace(/^0004/u, '0044');
    expect(() => decodePdu(pdu)).toThrow('user data header of 5 octets runs past the user data (2 octets)');
  });

  it('refuses a GSM 7-bit length shorter than the header it contains', () => {
    const pdu = deliverPdu({ header: [0x00, 3, 1, 2, 1], septets: [] }).replace(/07(05000301020100)$/u, '06$1');
    expect(codeOf(() => decodePdu(pdu))).toBe('PDU_INVALID');
    expect(() => decodePdu(pdu)).toThrow('user data length 6 septets is shorter than its header (7 septets)');
  });
});

describe('decodePdu: malformed input', () => {
  const good = deliverPdu({ septets: [0x48, 0x69] });

  it.each([
    ['', 'PDU_TRUNCATED'],
    ['   ', 'PDU_TRUNCATED'],
    ['0', 'PDU_BAD_HEX'],
    ['00 11', 'PDU_BAD_HEX'],
    ['0x0011', 'PDU_BAD_HEX'],
    ['zz', 'PDU_BAD_HEX'],
    [`${good}0`, 'PDU_BAD_HEX'],
    ['00', 'PDU_TRUNCATED'],
    ['0104', 'PDU_TRUNCATED'],
    ['0C91', 'PDU_INVALID'],
    [good.slice(0, -2), 'PDU_TRUNCATED'],
  ])('%j -> %s', (hex, code) => {
    expect(codeOf(() => decodePdu(hex))).toBe(code);
  });

  it('names the field and offset of a truncation', () => {
    expect(() => decodePdu('0004')).toThrow('PDU truncated: sender address length needs 1 octet at offset 2, 0 left');
  });

  it('refuses user data lengths above 160 septets or 140 octets', () => {
    expect(codeOf(() => decodePdu(deliverPdu({ septets: Array.from({ length: 161 }, () => 0x41) })))).toBe('PDU_INVALID');
    expect(codeOf(() => decodePdu(deliverPdu({ dcs: 0x08, octets: Array.from({ length: 142 }, () => 0) })))).toBe('PDU_INVALID');
  });

  it('refuses an odd number of UCS2 octets', () => {
    expect(codeOf(() => decodePdu(deliverPdu({ dcs: 0x08, octets: [0x00, 0x41, 0x00] })))).toBe('PDU_INVALID');
  });

  it('refuses a filler digit inside a number', () => {
    expect(codeOf(() => decodePdu(deliverPdu({ sender: '0491F121' })))).toBe('PDU_INVALID');
  });

  it('accepts trailing octets after the user data (some modems pad with FF)', () => {
    expect(deliver(`${good}FFFF`).text).toBe('Hi');
  });

  it('accepts lower-case hex and surrounding whitespace', () => {
    expect(deliver(` ${good.toLowerCase()}\r\n`).text).toBe('Hi');
  });
});

describe('decodePdu: status reports', () => {
  const report = (status: number) =>
    decodePdu(`0006D60B911326880736F4${scts('111017155104', 0x00)}${scts('111017155117', 0x00)}${status.toString(16).padStart(2, '0')}`) as SmsStatusReport;

  it.each([
    [0x00, true],
    [0x01, true],
    [0x02, true],
    [0x20, false], // congestion, still trying
    [0x41, false], // incompatible destination
    [0x62, false], // temporary error, service centre stopped trying
  ])('status %#x delivered: %s', (status, delivered) => {
    expect(report(status)).toMatchObject({ type: 'status-report', status, delivered, reference: 0xd6, recipient: '+31628870634' });
  });
});
