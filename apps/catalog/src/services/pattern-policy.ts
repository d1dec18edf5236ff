/**
 * Which admin-supplied code patterns are accepted. Placeholder until the code-extraction
 * library's `checkPattern` is wired in (same rules: compiles, one capture group).
 */
export function patternProblem(pattern: string): string | null {
  try {
    new RegExp(pattern, 'iu');
  } catch {
    return 'patternInvalid';
  }
  const groups = (pattern.match(/\((?!\?)|\(\?<[a-zA-Z]/g) ?? []).length;
  return groups === 1 ? null : 'patternGroups';
}
