import { checkPattern } from '@simrelay/code-extraction';

const KEYS = { invalid: 'patternInvalid', groups: 'patternGroups', unsafe: 'patternUnsafe', long: 'long' } as const;

/**
 * Which admin-supplied code patterns are accepted: they must compile, hold exactly one
 * capture group, and not be prone to catastrophic backtracking. Returns the field's message key.
 */
export function patternProblem(pattern: string): string | null {
  const verdict = checkPattern(pattern);
  return verdict === 'ok' ? null : KEYS[verdict];
}
