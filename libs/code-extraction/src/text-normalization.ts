/**
 * Longest text we look at. A concatenated SMS carries at most 153 GSM-7 or 67 UCS-2 characters
 * per part, and verification codes come in one or two parts; 2,000 characters is far beyond any
 * real one. Refusing longer texts bounds the work of every regular expression run on a message,
 * including catalog patterns, so a crafted text cannot stall the service (ReDoS).
 */
export const MAX_TEXT_LENGTH = 2000;

export function isTooLong(text: string): boolean {
  return text.length > MAX_TEXT_LENGTH;
}

/** Decimal digit blocks other than ASCII that SMS senders use, by the code point of their zero. */
const DIGIT_ZEROS = [0xff10, 0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50];
const OTHER_DIGITS = /[\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u09E6-\u09EF\u0E50-\u0E59]/gu;
const FULL_WIDTH_LETTERS = /[\uFF21-\uFF3A\uFF41-\uFF5A]/gu;
const SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/gu;
const DASHES = /[\u2010-\u2015\u2212\uFE63\uFF0D]/gu;
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/gu;
/** Nothing beyond U+007F (control characters included: none of the steps touches them). */
const ASCII = /^[^\u0080-\uFFFF]*$/;

function asciiDigit(char: string): string {
  const point = char.codePointAt(0) ?? 0;
  const zero = DIGIT_ZEROS.find((z) => point >= z && point <= z + 9) ?? point;
  return String(point - zero);
}

/**
 * The text the generic extractor reads: composed (NFC), invisible characters removed, exotic
 * spaces and dashes made plain, and Arabic-Indic, Persian, Devanagari, Bengali, Thai and
 * full-width digits made ASCII (users type ASCII digits). Deliberately not NFKC: that would turn
 * the full-width comma in '验证码：582019，5分钟内有效' into ',' and the code into a decimal, and
 * '№' into 'No'.
 */
export function normalizeText(text: string): string {
  // Plain ASCII (most SMS and every sender alias) has nothing to compose, remove or replace.
  if (ASCII.test(text)) return text;
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ')
    .replace(DASHES, '-')
    .replace(/\u066B/gu, '.')
    .replace(/\u066C/gu, ',')
    .replace(OTHER_DIGITS, asciiDigit)
    .replace(FULL_WIDTH_LETTERS, (c) => String.fromCharCode((c.codePointAt(0) ?? 0) - 0xfee0));
}

/** A code as the user types it: ASCII digits, no spaces or dashes inside ('123-456' -> '123456'). */
export function normalizeCode(code: string): string {
  return normalizeText(code).replace(/[\s-]/gu, '');
}
