import {
  DEFAULT_ALPHABET,
  DEFAULT_EXTENSION_TABLE,
  ESCAPE,
  lockingShiftTable,
  singleShiftTable,
} from './gsm7-tables';

/**
 * `count` septets from `bytes`, the first starting `bitOffset` bits in (fill bits after a user
 * data header). Septets are packed least significant bit first (TS 23.038 §6.1.2.1.1). The
 * caller checks that the bytes hold that many septets.
 */
export function unpackSeptets(bytes: Uint8Array, count: number, bitOffset = 0): number[] {
  const septets: number[] = [];
  for (let i = 0; i < count; i++) {
    const bit = bitOffset + i * 7;
    const byte = bit >> 3;
    const shift = bit & 7;
    const low = bytes[byte] >> shift;
    const high = shift > 1 ? (bytes[byte + 1] ?? 0) << (8 - shift) : 0;
    septets.push((low | high) & 0x7f);
  }
  return septets;
}

/** Octets that hold `count` septets starting `bitOffset` bits in. */
export function septetOctets(count: number, bitOffset = 0): number {
  return Math.ceil((bitOffset + count * 7) / 8);
}

/** Packs septets into `target` from `bitOffset` on; the bits in between stay as they are (zero). */
export function packSeptetsInto(target: Uint8Array, septets: readonly number[], bitOffset = 0): void {
  septets.forEach((septet, i) => {
    const bit = bitOffset + i * 7;
    const byte = bit >> 3;
    const shift = bit & 7;
    target[byte] |= (septet << shift) & 0xff;
    if (shift > 1) target[byte + 1] |= septet >> (8 - shift);
  });
}

export function packSeptets(septets: readonly number[]): Buffer {
  const bytes = Buffer.alloc(septetOctets(septets.length));
  packSeptetsInto(bytes, septets);
  return bytes;
}

/**
 * Septets -> text. `locking` and `single` are national language identifiers (UDH IEs 0x25 and
 * 0x24); unknown identifiers fall back to the default tables. An escape followed by a septet the
 * single shift table lacks shows that septet from the main table (TS 23.038 §6.2.1.1); a final
 * lone escape (a part cut by a careless sender) shows nothing.
 */
export function decodeSeptets(septets: readonly number[], locking?: number | null, single?: number | null): string {
  const main = lockingShiftTable(locking);
  const extension = singleShiftTable(single);
  let text = '';
  for (let i = 0; i < septets.length; i++) {
    const septet = septets[i];
    if (septet !== ESCAPE) {
      text += main[septet];
      continue;
    }
    if (i + 1 >= septets.length) break;
    const next = septets[++i];
    const shifted = extension.get(next);
    text += shifted ?? (next === ESCAPE ? ' ' : main[next]);
  }
  return text;
}

const DEFAULT_CODES: ReadonlyMap<string, number> = new Map(
  DEFAULT_ALPHABET.flatMap((char, septet) => (septet === ESCAPE ? [] : [[char, septet] as const])),
);
const EXTENSION_CODES: ReadonlyMap<string, number> = new Map(
  [...DEFAULT_EXTENSION_TABLE].filter(([septet]) => septet !== ESCAPE).map(([septet, char]) => [char, septet] as const),
);

/** Septets of one character in the default alphabet (2 for the extension table), or null. */
export function gsm7CharSeptets(char: string): number[] | null {
  const code = DEFAULT_CODES.get(char);
  if (code !== undefined) return [code];
  const extended = EXTENSION_CODES.get(char);
  return extended === undefined ? null : [ESCAPE, extended];
}

/** The first character (code point) the default alphabet cannot encode, or null when all can. */
export function firstNonGsm7Char(text: string): string | null {
  for (const char of text) if (gsm7CharSeptets(char) === null) return char;
  return null;
}

/** Text -> septets in the default alphabet and extension table; null when a character has none. */
export function encodeGsm7(text: string): number[] | null {
  const septets: number[] = [];
  for (const char of text) {
    const code = gsm7CharSeptets(char);
    if (code === null) return null;
    septets.push(...code);
  }
  return septets;
}
