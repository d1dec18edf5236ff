import { checkPattern } from './pattern-check';

/** Compiled patterns by source; null for a pattern that `checkPattern` refuses. */
const compiled = new Map<string, RegExp | null>();
const MAX_CACHED = 1000;

/**
 * A catalog pattern, compiled with `iu`, or null when it is not safe to run: patterns are checked
 * again here although the catalog validates them on input, so a bad row can never stall routing.
 * Memoised; no flag `g` or `y`, so the compiled RegExp keeps no state between calls.
 */
export function rulePattern(source: string | undefined): RegExp | null {
  if (!source) return null;
  const known = compiled.get(source);
  if (known !== undefined) return known;
  const pattern = checkPattern(source) === 'ok' ? new RegExp(source, 'iu') : null;
  if (compiled.size >= MAX_CACHED) compiled.clear();
  compiled.set(source, pattern);
  return pattern;
}
