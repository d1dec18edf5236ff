import { DEFAULT_ALPHABET, DEFAULT_EXTENSION_TABLE, ESCAPE, lockingShiftTable, NATIONAL_LANGUAGE, singleShiftTable } from './gsm7-tables';

describe('GSM 7-bit tables (TS 23.038)', () => {
  it('has 128 distinct characters in the default, Turkish and Portuguese locking shift tables, the escape at 0x1B', () => {
    for (const language of [0, NATIONAL_LANGUAGE.turkish, NATIONAL_LANGUAGE.spanish, NATIONAL_LANGUAGE.portuguese]) {
      const table = lockingShiftTable(language);
      expect(table).toHaveLength(128);
      expect(table[ESCAPE]).toBe('\u001b');
      expect(new Set(table).size).toBe(128);
    }
  });

  it('matches §6.2.1 at its landmarks', () => {
    expect([0x00, 0x01, 0x02, 0x09, 0x0a, 0x0d, 0x10, 0x11, 0x1f, 0x24, 0x40, 0x5f, 0x60, 0x7f].map((s) => DEFAULT_ALPHABET[s]).join('')).toBe(
      '@£$Ç\n\rΔ_É¤¡§¿à',
    );
  });

  it('matches §6.2.1.1 for the extension table', () => {
    expect([...DEFAULT_EXTENSION_TABLE]).toEqual([
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
    ]);
  });

  it('falls back to the default tables for Spanish locking shift and unknown languages', () => {
    expect(lockingShiftTable(NATIONAL_LANGUAGE.spanish)).toBe(DEFAULT_ALPHABET);
    expect(lockingShiftTable(14)).toBe(DEFAULT_ALPHABET);
    expect(singleShiftTable(14)).toBe(DEFAULT_EXTENSION_TABLE);
    expect(singleShiftTable(200)).toBe(DEFAULT_EXTENSION_TABLE);
    expect(lockingShiftTable(null)).toBe(DEFAULT_ALPHABET);
  });

  it('keeps the default extension characters in every single shift table', () => {
    for (const language of Object.values(NATIONAL_LANGUAGE)) {
      const table = singleShiftTable(language);
      for (const [septet, char] of DEFAULT_EXTENSION_TABLE) expect(table.get(septet)).toBe(char);
    }
  });
});
