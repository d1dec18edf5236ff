import fc from 'fast-check';
import { GsmError } from '../gsm-error';
import { AtChunk, AtLineSplitter } from './at-line-splitter';
import { parseFinalResult } from './final-result';
import { parseCops, parseCreg, parseCsq } from './network-status';
import { parseCnum, parseIccid, parseImsi } from './sim-identity';
import { parseCmgl, parseCmgr } from './stored-messages';
import { parseUnsolicited, unsolicitedKind } from './unsolicited';
import { decodeUssd } from './ussd';

const RUNS = { seed: 20240917, numRuns: 1000 };

function onlyGsmError(fn: () => unknown): void {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof GsmError)) throw error;
  }
}

/**
 * Lines as modems print them: printable text, no line breaks, not blank. A line starting '> '
 * cut right after those two bytes cannot be told from the prompt; modems never print one.
 */
const line = fc.stringMatching(/^[!-~][ -~]{0,40}$/u).filter((text) => text.trim() === text && text !== '>' && !text.startsWith('> '));
const terminator = fc.constantFrom('\r\n', '\r', '\n', '\r\n\r\n', '\r\r\n');

describe('AtLineSplitter', () => {
  it('gives the same lines however the stream is cut into reads', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(line, terminator), { maxLength: 20 }), fc.array(fc.nat(30), { maxLength: 40 }), (lines, cuts) => {
        const stream = Buffer.from(lines.map(([text, end]) => text + end).join(''));
        const splitter = new AtLineSplitter();
        const chunks: AtChunk[] = [];
        let at = 0;
        for (const cut of cuts) {
          chunks.push(...splitter.push(stream.subarray(at, at + cut)));
          at += cut;
        }
        chunks.push(...splitter.push(stream.subarray(at)));
        expect(chunks).toEqual(lines.map(([text]) => ({ kind: 'line', text })));
      }),
      RUNS,
    );
  });
});

describe('AT parsers throw nothing but GsmError', () => {
  const anyLine = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.tuple(fc.constantFrom('+CMTI:', '+CDSI:', '+CMT:', '+CDS:', '+CLIP:', '+CUSD:', '+CREG:', '+CME ERROR:', '+CMS ERROR:', 'RING'), fc.string({ maxLength: 40 })).map(([p, rest]) => p + rest),
  );
  const lines = fc.array(
    fc.oneof(
      anyLine,
      fc.tuple(fc.constantFrom('+CMGL:', '+CMGR:', '+CSQ:', '+CREG:', '+COPS:', '+CNUM:', '+CIMI:', '+CCID:', '^ICCID:', '+CRSM:'), fc.string({ maxLength: 40 })).map(([p, rest]) => p + rest),
    ),
    { maxLength: 6 },
  );

  it('on single lines', () => {
    fc.assert(
      fc.property(anyLine, fc.option(fc.string({ maxLength: 60 }), { nil: undefined }), (text, pdu) => {
        onlyGsmError(() => parseFinalResult(text));
        onlyGsmError(() => unsolicitedKind(text));
        onlyGsmError(() => parseUnsolicited(text, pdu));
      }),
      RUNS,
    );
  });

  it('on responses', () => {
    fc.assert(
      fc.property(lines, (response) => {
        for (const parse of [parseCmgl, parseCmgr, parseCsq, parseCreg, parseCops, parseCnum, parseImsi, parseIccid]) onlyGsmError(() => parse(response));
      }),
      RUNS,
    );
  });

  it('decodeUssd returns text for any text and scheme', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.stringMatching(/^(?:[0-9A-F]{2}){0,40}$/u)), fc.option(fc.integer({ min: 0, max: 255 }), { nil: null }), (text, dcs) => {
        expect(typeof decodeUssd(text, dcs)).toBe('string');
      }),
      RUNS,
    );
  });
});
