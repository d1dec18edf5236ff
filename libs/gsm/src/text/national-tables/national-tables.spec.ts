import fc from 'fast-check';
import { decodeSeptets, packSeptetsInto, septetOctets, unpackSeptets } from '../gsm7-codec';
import { DEFAULT_ALPHABET, DEFAULT_EXTENSION_TABLE, ESCAPE, lockingShiftTable, NATIONAL_LANGUAGE, singleShiftTable } from '../gsm7-tables';
import { UNASSIGNED_LOCKING } from './build-table';
import { INDIAN_NATIONAL_TABLES } from '.';

const RUNS = { seed: 20251122, numRuns: 200 };
const char = (codePoint: number) => String.fromCodePoint(codePoint);

/** Positions as TS 23.038 Annex A lists them: [septet, code point]; null where the table is empty. */
interface Landmarks {
  locking: Array<[number, number | null]>;
  single: Array<[number, number]>;
}

const LANDMARKS: Record<Exclude<keyof typeof NATIONAL_LANGUAGE, 'turkish' | 'spanish' | 'portuguese'>, Landmarks> = {
  bengali: {
    locking: [[0x00, 0x0981], [0x0c, null], [0x12, null], [0x3d, 0x09aa], [0x4e, 0x09bc], [0x60, 0x09ce], [0x7f, 0x09f1]],
    single: [[0x05, 0x0022], [0x19, 0x09e6], [0x20, 0x09ec], [0x24, 0x09df], [0x34, 0x09fa], [0x65, 0x20ac]],
  },
  gujarati: {
    locking: [[0x00, 0x0a81], [0x11, 0x0a91], [0x12, null], [0x57, 0x0ac5], [0x60, 0x0ad0], [0x7f, 0x0af1]],
    single: [[0x19, 0x0964], [0x1a, 0x0965], [0x20, 0x0aea], [0x25, 0x0aef], [0x1c, 0x0ae6]],
  },
  hindi: {
    locking: [[0x05, 0x0907], [0x0e, 0x090e], [0x3c, 0x0929], [0x4e, 0x093c], [0x60, 0x0950], [0x7e, 0x097e]],
    single: [[0x26, 0x0951], [0x2c, 0x0958], [0x30, 0x095b], [0x3a, 0x0971], [0x1c, 0x0966]],
  },
  kannada: {
    locking: [[0x00, null], [0x01, 0x0c82], [0x24, 0x0ca1], [0x3d, 0x0caa], [0x60, 0x0cd5], [0x7f, 0x0ce3]],
    single: [[0x26, 0x0cde], [0x27, 0x0cf1], [0x2a, 0x0cf2], [0x1f, 0x0ce9]],
  },
  malayalam: {
    locking: [[0x00, null], [0x48, 0x0d34], [0x4e, null], [0x4f, 0x0d3d], [0x60, 0x0d57], [0x7f, 0x0d79]],
    single: [[0x2e, 0x0d7a], [0x30, 0x0d7b], [0x34, 0x0d7f], [0x26, 0x0d70]],
  },
  oriya: {
    locking: [[0x00, 0x0b01], [0x45, null], [0x4e, 0x0b3c], [0x60, 0x0b56], [0x7b, 0x0b57]],
    single: [[0x20, 0x0b6a], [0x26, 0x0b5c], [0x2b, 0x0b70], [0x2c, 0x0b71]],
  },
  punjabi: {
    locking: [[0x00, 0x0a01], [0x09, null], [0x4e, 0x0a3c], [0x4f, null], [0x60, 0x0a51], [0x7f, 0x0a74]],
    single: [[0x26, 0x0a59], [0x2c, 0x0a5e], [0x2d, 0x0a75], [0x29, 0x007d]],
  },
  tamil: {
    locking: [[0x00, null], [0x01, 0x0b82], [0x3c, 0x0ba9], [0x40, null], [0x48, 0x0bb4], [0x7f, 0x0bf9]],
    single: [[0x24, 0x0bee], [0x25, 0x0bef], [0x2e, 0x0bfa], [0x26, 0x0bf3]],
  },
  telugu: {
    locking: [[0x00, 0x0c01], [0x11, null], [0x4f, 0x0c3d], [0x60, 0x0c55], [0x7b, 0x0c56]],
    single: [[0x26, 0x0c58], [0x2a, 0x0c78], [0x30, 0x0c7d], [0x32, 0x0c7f], [0x65, 0x20ac]],
  },
  urdu: {
    locking: [[0x00, 0x0627], [0x01, 0x0622], [0x2b, 0x0632], [0x60, 0x0654], [0x6f, 0x006f], [0x7f, 0x0670]],
    single: [[0x19, 0x0600], [0x26, 0x060c], [0x30, 0x0613], [0x3b, 0x06cd], [0x3f, 0x06d4]],
  },
};

describe('national language tables 4-13 (TS 23.038 A.2.4-A.2.13, A.3.4-A.3.13)', () => {
  it('covers every identifier from 4 to 13', () => {
    expect([...INDIAN_NATIONAL_TABLES.keys()]).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  describe.each(Object.entries(LANDMARKS))('%s', (name, { locking, single }) => {
    const language = NATIONAL_LANGUAGE[name as keyof typeof LANDMARKS];

    it('is the table of its identifier', () => {
      expect(lockingShiftTable(language)).toBe(INDIAN_NATIONAL_TABLES.get(language)?.locking);
      expect(singleShiftTable(language)).toBe(INDIAN_NATIONAL_TABLES.get(language)?.single);
    });

    it('keeps the control positions and the digits of the locking shift table', () => {
      const table = lockingShiftTable(language);
      expect(table).toHaveLength(128);
      expect([table[0x0a], table[0x0d], table[ESCAPE], table[0x20]]).toEqual(['\n', '\r', '\u001b', ' ']);
      expect(table.slice(0x30, 0x3a).join('')).toBe('0123456789');
      expect(table.slice(0x61, 0x7b).join('')).toBe('abcdefghijklmnopqrstuvwxyz');
    });

    it('decodes the locking shift table at its landmarks (an empty position shows a space)', () => {
      const septets = locking.map(([septet]) => septet);
      const expected = locking.map(([, code]) => (code === null ? UNASSIGNED_LOCKING : char(code))).join('');
      expect(decodeSeptets(septets, language)).toBe(expected);
    });

    it('decodes the single shift table at its landmarks', () => {
      const septets = single.flatMap(([septet]) => [ESCAPE, septet]);
      expect(decodeSeptets(septets, null, language)).toBe(single.map(([, code]) => char(code)).join(''));
    });

    it('shows the locking table character after an escape the single shift table lacks', () => {
      const table = singleShiftTable(language);
      const missing = [...Array(128).keys()].find((septet) => septet !== ESCAPE && !table.has(septet)) ?? 0;
      expect(decodeSeptets([ESCAPE, missing], language, language)).toBe(lockingShiftTable(language)[missing]);
    });

    it('keeps the default extension characters in the single shift table', () => {
      for (const [septet, extension] of DEFAULT_EXTENSION_TABLE) expect(singleShiftTable(language).get(septet)).toBe(extension);
    });

    it('decodes packed septets of both tables back to their characters, at any fill', () => {
      const main = lockingShiftTable(language);
      const shifted = [...singleShiftTable(language)].filter(([septet]) => septet !== ESCAPE);
      const token = fc.oneof(
        fc.integer({ min: 0, max: 127 }).filter((septet) => septet !== ESCAPE).map((septet) => ({ septets: [septet], text: main[septet] })),
        fc.constantFrom(...shifted).map(([septet, text]) => ({ septets: [ESCAPE, septet], text })),
      );
      fc.assert(
        fc.property(fc.array(token, { maxLength: 160 }), fc.integer({ min: 0, max: 6 }), (tokens, fill) => {
          const septets = tokens.flatMap((t) => t.septets);
          const bytes = Buffer.alloc(septetOctets(septets.length, fill));
          packSeptetsInto(bytes, septets, fill);
          expect(decodeSeptets(unpackSeptets(bytes, septets.length, fill), language, language)).toBe(tokens.map((t) => t.text).join(''));
        }),
        RUNS,
      );
    });
  });

  it('still decodes unknown identifiers (14 and up) with the default tables', () => {
    for (const language of [14, 15, 127, 255]) {
      expect(lockingShiftTable(language)).toBe(DEFAULT_ALPHABET);
      expect(singleShiftTable(language)).toBe(DEFAULT_EXTENSION_TABLE);
      expect(decodeSeptets([0x00, 0x40, ESCAPE, 0x65, ESCAPE, 0x30], language, language)).toBe('@¡€0');
    }
  });

  it('allows a national locking table with the default extension table, and the reverse', () => {
    expect(decodeSeptets([0x15, ESCAPE, 0x3c, ESCAPE, 0x30], NATIONAL_LANGUAGE.hindi, 0)).toBe('\u0915[0');
    expect(decodeSeptets([0x41, ESCAPE, 0x30], 0, NATIONAL_LANGUAGE.hindi)).toBe('A\u095b');
  });
});
