import { GsmError } from '../gsm-error';
import { firstNonGsm7Char, gsm7CharSeptets } from '../text/gsm7-codec';
import { encodeUcs2 } from '../text/ucs2';
import { SmsEncoding } from './pdu-types';

/** One part's payload: septets for GSM 7-bit, octets otherwise. */
export interface Segment {
  encoding: SmsEncoding;
  units: number[];
}

/** Room in one TP-UD: 160 septets or 140 octets, less the concatenation header when there is one. */
function capacity(encoding: SmsEncoding, headerOctets: number): number {
  if (encoding === 'gsm7') return 160 - Math.ceil((headerOctets * 8) / 7);
  return 140 - headerOctets;
}

/** UDH with the concatenation IE: UDHL + IEI + IEDL + data (3 octets for an 8-bit reference, 4 for 16). */
export function concatHeaderOctets(ref16: boolean): number {
  return ref16 ? 7 : 6;
}

export function chooseEncoding(text: string, requested: 'auto' | SmsEncoding): SmsEncoding {
  if (requested !== 'auto') return requested;
  return firstNonGsm7Char(text) === null ? 'gsm7' : 'ucs2';
}

/** Each character's units: an extension character is two septets, an astral character two UTF-16 units. */
function characterUnits(text: string, encoding: SmsEncoding): number[][] {
  if (encoding === '8bit') {
    if (!/^(?:[0-9A-Fa-f]{2})*$/u.test(text)) throw new GsmError('ENCODE_INVALID', '8-bit data must be given as hex');
    return [...Buffer.from(text, 'hex')].map((byte) => [byte]);
  }
  return [...text].map((char) => {
    if (encoding === 'ucs2') return [...encodeUcs2(char)];
    const septets = gsm7CharSeptets(char);
    if (septets === null) {
      const code = char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
      throw new GsmError('ENCODE_INVALID', `'${char}' (U+${code}) has no GSM 7-bit encoding; use ucs2`);
    }
    return septets;
  });
}

/**
 * The text in parts: one part when it fits 160 septets / 140 octets, otherwise parts that leave
 * room for the concatenation header. A character is never cut: not an escape pair, not a
 * surrogate pair, so every part decodes on its own.
 */
export function segmentText(text: string, encoding: SmsEncoding, ref16: boolean): Segment[] {
  const chars = characterUnits(text, encoding);
  const total = chars.reduce((sum, units) => sum + units.length, 0);
  if (total <= capacity(encoding, 0)) return [{ encoding, units: chars.flat() }];
  const room = capacity(encoding, concatHeaderOctets(ref16));
  const segments: Segment[] = [];
  let units: number[] = [];
  for (const char of chars) {
    if (units.length + char.length > room) {
      segments.push({ encoding, units });
      units = [];
    }
    units.push(...char);
  }
  segments.push({ encoding, units });
  if (segments.length > 255) throw new GsmError('ENCODE_INVALID', `text needs ${segments.length} parts; at most 255 can be joined`);
  return segments;
}
