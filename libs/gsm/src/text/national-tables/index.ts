import type { LockingShiftTable, SingleShiftTable } from '../gsm7-tables';
import { BENGALI, BENGALI_LOCKING, BENGALI_SINGLE } from './bengali';
import { GUJARATI, GUJARATI_LOCKING, GUJARATI_SINGLE } from './gujarati';
import { HINDI, HINDI_LOCKING, HINDI_SINGLE } from './hindi';
import { KANNADA, KANNADA_LOCKING, KANNADA_SINGLE } from './kannada';
import { MALAYALAM, MALAYALAM_LOCKING, MALAYALAM_SINGLE } from './malayalam';
import { ORIYA, ORIYA_LOCKING, ORIYA_SINGLE } from './oriya';
import { PUNJABI, PUNJABI_LOCKING, PUNJABI_SINGLE } from './punjabi';
import { TAMIL, TAMIL_LOCKING, TAMIL_SINGLE } from './tamil';
import { TELUGU, TELUGU_LOCKING, TELUGU_SINGLE } from './telugu';
import { URDU, URDU_LOCKING, URDU_SINGLE } from './urdu';

/**
 * The national language tables of 3GPP TS 23.038 Release 9 and later (Annex A.2.4-A.2.13 and
 * A.3.4-A.3.13) for the languages of India and Pakistan, by national language identifier.
 *
 * Source: the tables of TS 23.038 (V18.0.0). The values were cross-checked position by position
 * against three public transcriptions of that text: the look-up tables of ndf-zz/gsmcodecs
 * (lut/*.csv, from V18.0.0), the tables of gchq/CyberChef (src/core/lib/Gsm7.mjs, from V16.0.0)
 * and those of Mozilla's B2G RIL (dom/system/gonk/ril_consts.js). Where they differ the files say
 * which reading they keep.
 */
export interface NationalTables {
  readonly locking: LockingShiftTable;
  readonly single: SingleShiftTable;
}

export const INDIAN_NATIONAL_TABLES: ReadonlyMap<number, NationalTables> = new Map([
  [BENGALI, { locking: BENGALI_LOCKING, single: BENGALI_SINGLE }],
  [GUJARATI, { locking: GUJARATI_LOCKING, single: GUJARATI_SINGLE }],
  [HINDI, { locking: HINDI_LOCKING, single: HINDI_SINGLE }],
  [KANNADA, { locking: KANNADA_LOCKING, single: KANNADA_SINGLE }],
  [MALAYALAM, { locking: MALAYALAM_LOCKING, single: MALAYALAM_SINGLE }],
  [ORIYA, { locking: ORIYA_LOCKING, single: ORIYA_SINGLE }],
  [PUNJABI, { locking: PUNJABI_LOCKING, single: PUNJABI_SINGLE }],
  [TAMIL, { locking: TAMIL_LOCKING, single: TAMIL_SINGLE }],
  [TELUGU, { locking: TELUGU_LOCKING, single: TELUGU_SINGLE }],
  [URDU, { locking: URDU_LOCKING, single: URDU_SINGLE }],
]);
