import { INDIAN_NATIONAL_TABLES } from './national-tables';

/**
 * GSM 7-bit alphabets of 3GPP TS 23.038: the default alphabet (§6.2.1) with its extension table
 * (§6.2.1.1), and the national language locking shift (A.3) and single shift (A.2) tables: the
 * Turkish, Spanish and Portuguese ones here, those of identifiers 4-13 in national-tables/. A
 * locking shift table replaces the default alphabet for a whole message; a single shift table
 * replaces the extension table (the characters after an escape, 0x1B).
 */

export const ESCAPE = 0x1b;

/** Index = septet. 0x1B is the escape, never a character. */
export type LockingShiftTable = readonly string[];
/** Septet after an escape -> character. */
export type SingleShiftTable = ReadonlyMap<number, string>;

function lockingTable(chars: string): LockingShiftTable {
  const table = [...chars];
  if (table.length !== 128) throw new Error(`a GSM 7-bit table needs 128 characters, got ${table.length}`);
  return Object.freeze(table);
}

/** §6.2.1, row by row: 0x00-0x0F, 0x10-0x1F, ... */
export const DEFAULT_ALPHABET = lockingTable(
  '@£$¥èéùìòÇ\nØø\rÅå' +
    'Δ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ' +
    ' !"#¤%&\'()*+,-./' +
    '0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNO' +
    'PQRSTUVWXYZÄÖÑÜ§' +
    '¿abcdefghijklmno' +
    'pqrstuvwxyzäöñüà',
);

/**
 * §6.2.1.1. 0x1B after an escape is reserved for a further extension table; until one exists a
 * receiver shows a space.
 */
const DEFAULT_EXTENSION: ReadonlyArray<readonly [number, string]> = [
  [0x0a, '\f'],
  [0x14, '^'],
  [0x1b, ' '],
  [0x28, '{'],
  [0x29, '}'],
  [0x2f, '\\'],
  [0x3c, '['],
  [0x3d, '~'],
  [0x3e, ']'],
  [0x40, '|'],
  [0x65, '€'],
];

export const DEFAULT_EXTENSION_TABLE: SingleShiftTable = new Map(DEFAULT_EXTENSION);

/** A.3.1 Turkish locking shift table. */
const TURKISH_LOCKING = lockingTable(
  '@£$¥€éùıòÇ\nĞğ\rÅå' +
    'Δ_ΦΓΛΩΠΨΣΘΞ\u001bŞşßÉ' +
    ' !"#¤%&\'()*+,-./' +
    '0123456789:;<=>?' +
    'İABCDEFGHIJKLMNO' +
    'PQRSTUVWXYZÄÖÑÜ§' +
    'çabcdefghijklmno' +
    'pqrstuvwxyzäöñüà',
);

/** A.3.3 Portuguese locking shift table. */
const PORTUGUESE_LOCKING = lockingTable(
  '@£$¥êéúíóç\nÔô\rÁá' +
    'Δ_ªÇÀ∞^\\€Ó|\u001bÂâÊÉ' +
    ' !"#º%&\'()*+,-./' +
    '0123456789:;<=>?' +
    'ÍABCDEFGHIJKLMNO' +
    'PQRSTUVWXYZÃÕÚÜ§' +
    '~abcdefghijklmno' +
    'pqrstuvwxyzãõ`üà',
);

/** A.2.1 Turkish single shift table. */
const TURKISH_SINGLE: SingleShiftTable = new Map([
  ...DEFAULT_EXTENSION,
  [0x47, 'Ğ'],
  [0x49, 'İ'],
  [0x53, 'Ş'],
  [0x63, 'ç'],
  [0x67, 'ğ'],
  [0x69, 'ı'],
  [0x73, 'ş'],
]);

/** A.2.2 Spanish single shift table (Spanish has no locking shift table). */
const SPANISH_SINGLE: SingleShiftTable = new Map([
  ...DEFAULT_EXTENSION,
  [0x09, 'ç'],
  [0x41, 'Á'],
  [0x49, 'Í'],
  [0x4f, 'Ó'],
  [0x55, 'Ú'],
  [0x61, 'á'],
  [0x69, 'í'],
  [0x6f, 'ó'],
  [0x75, 'ú'],
]);

/** A.2.3 Portuguese single shift table. */
const PORTUGUESE_SINGLE: SingleShiftTable = new Map([
  ...DEFAULT_EXTENSION,
  [0x05, 'ê'],
  [0x09, 'ç'],
  [0x0b, 'Ô'],
  [0x0c, 'ô'],
  [0x0e, 'Á'],
  [0x0f, 'á'],
  [0x12, 'Φ'],
  [0x13, 'Γ'],
  [0x15, 'Ω'],
  [0x16, 'Π'],
  [0x17, 'Ψ'],
  [0x18, 'Σ'],
  [0x19, 'Θ'],
  [0x1f, 'Ê'],
  [0x41, 'À'],
  [0x49, 'Í'],
  [0x4f, 'Ó'],
  [0x55, 'Ú'],
  [0x5b, 'Ã'],
  [0x5c, 'Õ'],
  [0x61, 'Â'],
  [0x69, 'í'],
  [0x6f, 'ó'],
  [0x75, 'ú'],
  [0x7b, 'ã'],
  [0x7c, 'õ'],
  [0x7f, 'â'],
]);

/** National language identifiers of TS 23.038 §6.2.1.2.4. */
export const NATIONAL_LANGUAGE = {
  turkish: 1,
  spanish: 2,
  portuguese: 3,
  bengali: 4,
  gujarati: 5,
  hindi: 6,
  kannada: 7,
  malayalam: 8,
  oriya: 9,
  punjabi: 10,
  tamil: 11,
  telugu: 12,
  urdu: 13,
} as const;

const LOCKING_BY_LANGUAGE: ReadonlyMap<number, LockingShiftTable> = new Map([
  [NATIONAL_LANGUAGE.turkish, TURKISH_LOCKING],
  [NATIONAL_LANGUAGE.portuguese, PORTUGUESE_LOCKING],
  ...[...INDIAN_NATIONAL_TABLES].map(([language, tables]) => [language, tables.locking] as const),
]);

const SINGLE_BY_LANGUAGE: ReadonlyMap<number, SingleShiftTable> = new Map([
  [NATIONAL_LANGUAGE.turkish, TURKISH_SINGLE],
  [NATIONAL_LANGUAGE.spanish, SPANISH_SINGLE],
  [NATIONAL_LANGUAGE.portuguese, PORTUGUESE_SINGLE],
  ...[...INDIAN_NATIONAL_TABLES].map(([language, tables]) => [language, tables.single] as const),
]);

/**
 * The locking shift table of a language; the default alphabet for 0, for a language without one
 * (Spanish) and for identifiers this codec does not know, as TS 23.038 asks of a receiver.
 */
export function lockingShiftTable(language: number | null | undefined): LockingShiftTable {
  return (language != null && LOCKING_BY_LANGUAGE.get(language)) || DEFAULT_ALPHABET;
}

/** The single shift table of a language; the default extension table when unknown. */
export function singleShiftTable(language: number | null | undefined): SingleShiftTable {
  return (language != null && SINGLE_BY_LANGUAGE.get(language)) || DEFAULT_EXTENSION_TABLE;
}
