import fc from 'fast-check';
import { MultipartAssembler } from '../multipart/multipart-assembler';
import { DEFAULT_ALPHABET, DEFAULT_EXTENSION_TABLE, ESCAPE } from '../text/gsm7-tables';
import { decodePdu } from './decode-pdu';
import { encodeDeliver, encodeSubmit } from './encode-pdu';
import { PduReader } from './pdu-reader';
import { SmsDeliver, SmsSubmit } from './pdu-types';
import { encodeTimestamp, readTimestamp } from './timestamp';

const RUNS = { seed: 20240917, numRuns: 300 };

const GSM_CHARS = [
  ...DEFAULT_ALPHABET.filter((_, septet) => septet !== ESCAPE),
  ...[...DEFAULT_EXTENSION_TABLE].filter(([septet]) => septet !== ESCAPE).map(([, char]) => char),
];
/** GSM text, heavy on extension characters so that escapes meet part boundaries. */
const gsmText = fc
  .array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...GSM_CHARS) }, { weight: 1, arbitrary: fc.constantFrom('€', '{', '}', '[', ']', '~', '^', '|', '\\', '\f') }), {
    maxLength: 800,
  })
  .map((chars) => chars.join(''));
/** Any Unicode: BMP, astral (emoji and beyond), combining marks. */
const anyText = fc.string({ unit: 'binary', maxLength: 400 });
const sender = fc.oneof(
  fc.stringMatching(/^\+[1-9]\d{6,14}$/u),
  fc.stringMatching(/^\d{3,15}$/u),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .-]{0,10}$/u),
);
const timestamp = fc
  .record({
    date: fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2089-12-31T23:59:59Z'), noInvalidDate: true }),
    quarters: fc.integer({ min: -72, max: 72 }),
  })
  .map(({ date, quarters }) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const sign = quarters < 0 ? '-' : '+';
    const q = Math.abs(quarters);
    return `${date.toISOString().slice(0, 19)}${sign}${pad(Math.floor(q / 4))}:${pad((q % 4) * 15)}`;
  });

/** Decodes parts, hands them to an assembler shuffled and with duplicates, returns what comes out. */
function reassemble(pdus: string[], order: number[], duplicates: number[]) {
  const parts = pdus.map((pdu) => decodePdu(pdu) as SmsDeliver);
  const arrival = [...order.map((i) => i % parts.length), ...parts.keys(), ...duplicates.map((i) => i % parts.length)];
  const assembler = new MultipartAssembler<number>({ timeoutMs: 60_000 });
  const results = arrival.map((i) => assembler.add(parts[i], i)).filter((result) => result !== null);
  return { results, parts, pending: assembler.pendingCount };
}

describe('encode -> decode -> reassemble reproduces the text', () => {
  it('GSM 7-bit texts with extension characters, in parts that arrive shuffled and repeated', () => {
    fc.assert(
      fc.property(gsmText, sender, timestamp, fc.array(fc.nat()), fc.array(fc.nat(), { maxLength: 3 }), (text, from, time, order, dups) => {
        const pdus = encodeDeliver({ sender: from, text, timestamp: time }).map((p) => p.pdu);
        const { results, parts } = reassemble(pdus, order, dups);
        for (const part of parts) expect(part).toMatchObject({ encoding: 'gsm7', sender: from, timestamp: time });
        expect(results[0]).toMatchObject({ text, encoding: 'gsm7', partial: false, parts: pdus.length });
        if (pdus.length === 1) expect(text.length + (text.match(/[€{}[\]~^|\\\f]/gu)?.length ?? 0)).toBeLessThanOrEqual(160);
      }),
      RUNS,
    );
  });

  it('any Unicode text as UCS2, astral characters included, with 8-bit or 16-bit references', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), fc.integer({ min: 0, max: 0xffff }), fc.array(fc.nat()), (text, ref16, ref, order) => {
        const concatRef = ref16 ? ref : ref & 0xff;
        const pdus = encodeDeliver({ sender: 'Shop', text, encoding: 'ucs2', timestamp: '2024-01-01T00:00:00Z', concatRef, concatRef16: ref16 }).map((p) => p.pdu);
        const { results, parts } = reassemble(pdus, order, []);
        expect(results[0]).toMatchObject({ text, encoding: 'ucs2', partial: false });
        if (pdus.length > 1) for (const part of parts) expect(part.concat?.ref).toBe(concatRef);
        // No part ends inside a surrogate pair.
        for (const part of parts) expect(part.text).not.toMatch(/[\ud800-\udbff]$/u);
      }),
      RUNS,
    );
  });

  it("'auto' keeps GSM text in 7 bits and anything else in UCS2, and every part fits a PDU", () => {
    fc.assert(
      fc.property(fc.oneof(gsmText, anyText), (text) => {
        const encoded = encodeDeliver({ sender: '1234', text, timestamp: '2024-01-01T00:00:00Z' });
        const parts = encoded.map((p) => decodePdu(p.pdu) as SmsDeliver);
        const gsm = [...text].every((char) => GSM_CHARS.includes(char));
        for (const part of parts) expect(part.encoding).toBe(gsm ? 'gsm7' : 'ucs2');
        for (const { tpduLength } of encoded) expect(tpduLength).toBeLessThanOrEqual(164);
        expect(parts.map((p) => p.text).join('')).toBe(text);
      }),
      RUNS,
    );
  });

  it('8-bit data', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const hex = Buffer.from(bytes).toString('hex');
        const parts = encodeDeliver({ sender: '1234', text: hex, encoding: '8bit', timestamp: '2024-01-01T00:00:00Z' }).map((p) => decodePdu(p.pdu) as SmsDeliver);
        expect(parts.map((p) => p.text).join('')).toBe(hex);
      }),
      RUNS,
    );
  });

  it('SMS-SUBMIT parts in order give the text back, with tpduLength right', () => {
    fc.assert(
      fc.property(fc.oneof(gsmText, anyText), fc.stringMatching(/^\+?\d{1,20}$/u), fc.boolean(), (text, to, statusReport) => {
        const encoded = encodeSubmit({ to, text, statusReport });
        const parts = encoded.map((p) => decodePdu(p.pdu) as SmsSubmit);
        expect(parts.map((p) => p.text).join('')).toBe(text);
        for (const part of parts) expect(part).toMatchObject({ type: 'submit', recipient: to });
        for (const { pdu, tpduLength } of encoded) expect(tpduLength).toBe(pdu.length / 2 - 1);
      }),
      RUNS,
    );
  });

  it('time stamps with any quarter-hour offset', () => {
    fc.assert(
      fc.property(timestamp, (time) => {
        expect(readTimestamp(new PduReader(encodeTimestamp(time)), 'timestamp')).toBe(time.replace('-00:00', '+00:00'));
      }),
      RUNS,
    );
  });
});
