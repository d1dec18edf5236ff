import type { LockingShiftTable, SingleShiftTable } from '../gsm7-tables';

/** A position a national language table leaves empty, in the tables of this folder. */
export const ______ = null;

/** What an empty position of a locking shift table shows: a space, as for a reserved escape. */
export const UNASSIGNED_LOCKING = ' ';

const ESCAPE = 0x1b;

function checked(codePoints: ReadonlyArray<number | null>): ReadonlyArray<number | null> {
  if (codePoints.length !== 128) throw new Error(`a GSM 7-bit table needs 128 positions, got ${codePoints.length}`);
  return codePoints;
}

/** 128 code points (null where the table is empty) -> a locking shift table; 0x1B stays the escape. */
export function lockingShiftFromCodePoints(codePoints: ReadonlyArray<number | null>): LockingShiftTable {
  return Object.freeze(
    checked(codePoints).map((code, septet) => (septet === ESCAPE ? '\u001b' : code === null ? UNASSIGNED_LOCKING : String.fromCodePoint(code))),
  );
}

/**
 * 128 code points (null where the table is empty) -> a single shift table. An escape after the
 * escape is reserved for a further extension table and shows a space, as in the default
 * extension table; an empty position is left out, so the decoder shows the main table's character.
 */
export function singleShiftFromCodePoints(codePoints: ReadonlyArray<number | null>): SingleShiftTable {
  const entries: Array<[number, string]> = [];
  checked(codePoints).forEach((code, septet) => {
    if (septet === ESCAPE) entries.push([ESCAPE, ' ']);
    else if (code !== null) entries.push([septet, String.fromCodePoint(code)]);
  });
  return new Map(entries);
}
