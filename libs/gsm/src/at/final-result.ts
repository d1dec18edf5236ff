import { cmeErrorCode, cmeErrorMeaning } from './cme-errors';
import { cmsErrorCode, cmsErrorMeaning } from './cms-errors';

export interface FinalResult {
  ok: boolean;
  result: 'OK' | 'CONNECT' | 'ERROR' | 'CME ERROR' | 'CMS ERROR' | 'NO CARRIER' | 'BUSY' | 'NO ANSWER' | 'NO DIALTONE';
  /** For CME/CMS, also when the modem printed the verbose text form. */
  code?: number;
  /** E.g. 'SIM not inserted'. */
  meaning?: string;
}

const PLAIN: Record<string, FinalResult> = {
  OK: { ok: true, result: 'OK' },
  ERROR: { ok: false, result: 'ERROR' },
  'NO CARRIER': { ok: false, result: 'NO CARRIER' },
  BUSY: { ok: false, result: 'BUSY' },
  'NO ANSWER': { ok: false, result: 'NO ANSWER' },
  'NO DIALTONE': { ok: false, result: 'NO DIALTONE' },
  'NO DIAL TONE': { ok: false, result: 'NO DIALTONE' },
};

/**
 * The final result code a line is, or null for any other line (intermediate responses, URCs).
 * Verbose '+CME ERROR: SIM not inserted' gets its number back from the 27.007 table; a verbose
 * text the table lacks keeps the modem's words as meaning and has no code.
 */
export function parseFinalResult(line: string): FinalResult | null {
  const text = line.trim();
  const plain = PLAIN[text.toUpperCase()];
  if (plain) return { ...plain };
  if (/^CONNECT(\s.*)?$/iu.test(text)) return { ok: true, result: 'CONNECT' };
  const error = /^\+(CME|CMS) ERROR:\s*(.*)$/iu.exec(text);
  if (!error) return null;
  const cme = error[1].toUpperCase() === 'CME';
  const detail = error[2].trim().replace(/^"(.*)"$/u, '$1').trim();
  const result = cme ? 'CME ERROR' : 'CMS ERROR';
  if (/^\d{1,5}$/u.test(detail)) {
    const code = Number(detail);
    return { ok: false, result, code, meaning: cme ? cmeErrorMeaning(code) : cmsErrorMeaning(code) };
  }
  if (detail === '') return { ok: false, result };
  const code = cme ? cmeErrorCode(detail) : cmsErrorCode(detail);
  if (code === undefined) return { ok: false, result, meaning: detail };
  return { ok: false, result, code, meaning: cme ? cmeErrorMeaning(code) : cmsErrorMeaning(code) };
}
