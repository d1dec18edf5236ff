/**
 * SPEC section 5 rules as pure functions returning the message key of the first problem,
 * or null. The web app uses the same functions, so both sides agree on every key.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const PASSWORD_CHARSET = /^[A-Za-z0-9]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const EMAIL_MAX = 254;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** `required`, `format` (not an address at all) or `emailPatern` (no dot-TLD of 2+ letters). */
export function emailProblem(value: unknown): 'required' | 'format' | 'emailPatern' | null {
  if (isBlank(value)) return 'required';
  if (typeof value !== 'string' || value.length > EMAIL_MAX) return 'format';
  const parts = value.split('@');
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return 'format';
  return EMAIL_PATTERN.test(value) ? null : 'emailPatern';
}

/** Register and restore: `required`, `min`, `max`, or `pass` (charset or missing lower/upper/digit). */
export function newPasswordProblem(value: unknown): 'required' | 'min' | 'max' | 'pass' | null {
  if (isBlank(value) || typeof value !== 'string') return 'required';
  if (value.length < PASSWORD_MIN) return 'min';
  if (value.length > PASSWORD_MAX) return 'max';
  const complete = PASSWORD_CHARSET.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
  return complete ? null : 'pass';
}

/** Login: the password is only required (old passwords may predate today's rules). */
export function loginPasswordProblem(value: unknown): 'required' | 'max' | null {
  if (isBlank(value) || typeof value !== 'string') return 'required';
  return value.length > 128 ? 'max' : null;
}

export const LANGS = ['en', 'ru', 'uk'] as const;
export type Lang = (typeof LANGS)[number];

export function langProblem(value: unknown): 'required' | 'lang' | null {
  if (isBlank(value)) return 'required';
  return LANGS.includes(value as Lang) ? null : 'lang';
}

/** Normalised form used for lookups: addresses are case-insensitive in practice. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
