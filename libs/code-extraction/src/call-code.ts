import { normalizeText } from './text-normalization';

/**
 * The code of a verification call: the last `digits` digits of the calling number.
 * '+', spaces, dashes, dots and parentheses are ignored; null when the caller is not a number
 * ('Unknown', a hidden caller), has fewer digits than asked, or `digits` is outside 1..10.
 */
export function extractCallCode(callerNumber: string, digits: number): string | null {
  if (!Number.isInteger(digits) || digits < 1 || digits > 10) return null;
  const number = normalizeText(callerNumber).replace(/[\s+\-().]/gu, '');
  if (!/^\d+$/u.test(number) || number.length < digits) return null;
  return number.slice(-digits);
}
