import { ALL_CATEGORIES, categoryOf, CharCategory, RegexSourceParser, RegexTerm } from './regex-source-parser';

export type PatternVerdict = 'ok' | 'invalid' | 'groups' | 'unsafe' | 'long';

export const MAX_PATTERN_LENGTH = 300;

/** A repeat allowed more times than this counts as unbounded. */
const WIDE_REPEAT = 50;
/**
 * Refused from this degree on: the worst-case work of a pattern on the longest text we accept
 * (2,000 characters) grows like length^degree; degree 2 is a few million steps, 3 takes seconds.
 */
const UNSAFE_DEGREE = 3;

const unbounded = (term: RegexTerm) => term.max > WIDE_REPEAT;

function canBeEmpty(term: RegexTerm): boolean {
  if (term.min === 0) return true;
  const { atom } = term;
  if (atom.kind === 'assertion') return true;
  if (atom.kind === 'chars') return false;
  return atom.lookaround || atom.alternatives.some((alternative) => alternative.every(canBeEmpty));
}

function categoriesOf(term: RegexTerm): ReadonlySet<CharCategory> {
  const { atom } = term;
  if (atom.kind === 'chars') return atom.categories;
  if (atom.kind === 'assertion' || atom.lookaround) return new Set();
  return new Set(atom.alternatives.flat().flatMap((inner) => [...categoriesOf(inner)]));
}

function containsUnbounded(alternatives: RegexTerm[][]): boolean {
  return alternatives.flat().some(
    (term) => unbounded(term) || (term.atom.kind === 'group' && containsUnbounded(term.atom.alternatives)),
  );
}

/** What an alternative starts with: one literal character, or categories of characters. */
function firstOf(alternative: RegexTerm[]): string | ReadonlySet<CharCategory> {
  const first = alternative.find((term) => term.atom.kind !== 'assertion');
  if (!first || canBeEmpty(first)) return ALL_CATEGORIES;
  if (first.atom.kind === 'chars' && first.atom.literal !== undefined) return first.atom.literal;
  return categoriesOf(first);
}

const asCategories = (first: string | ReadonlySet<CharCategory>): ReadonlySet<CharCategory> =>
  typeof first === 'string' ? new Set([categoryOf(first)]) : first;

function firstsOverlap(a: string | ReadonlySet<CharCategory>, b: string | ReadonlySet<CharCategory>): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  const other = asCategories(b);
  return [...asCategories(a)].some((category) => other.has(category));
}

function alternativesOverlap(alternatives: RegexTerm[][]): boolean {
  const firsts = alternatives.map(firstOf);
  return firsts.some((a, i) => firsts.some((b, j) => j > i && firstsOverlap(a, b)));
}

/** A group that is neither repeated nor an alternation is read as its contents. */
function flatten(sequence: RegexTerm[]): RegexTerm[] {
  return sequence.flatMap((term) =>
    term.atom.kind === 'group' && !term.atom.lookaround && term.min === 1 && term.max === 1 && term.atom.alternatives.length === 1
      ? flatten(term.atom.alternatives[0])
      : [term],
  );
}

/**
 * The worst polynomial degree of a sequence: unbounded repeats that can match the same category
 * of characters multiply their work unless something between them must match another category
 * (`\s*:?\s*` and `.*code.*` chain; `\s*code\s*` does not); a sequence the match can start with
 * adds one for the start positions.
 */
function sequenceDegree(sequence: RegexTerm[], fromMatchStart: boolean): number {
  let worst = 0;
  for (const category of ALL_CATEGORIES) {
    let count = 0;
    let fromStart = fromMatchStart;
    for (const term of sequence) {
      if (term.atom.kind === 'assertion' && term.atom.inputStart) {
        count = 0;
        fromStart = false;
        continue;
      }
      const categories = categoriesOf(term);
      const repeatsCategory =
        categories.has(category) &&
        (unbounded(term) || (term.atom.kind === 'group' && containsUnbounded(term.atom.alternatives)));
      if (repeatsCategory) count++;
      else if (!categories.has(category) && !canBeEmpty(term)) {
        worst = Math.max(worst, count + (fromStart && count > 0 ? 1 : 0));
        count = 0;
        fromStart = false;
      }
    }
    worst = Math.max(worst, count + (fromStart && count > 0 ? 1 : 0));
  }
  return worst;
}

function isUnsafe(alternatives: RegexTerm[][], fromMatchStart: boolean): boolean {
  for (const alternative of alternatives) {
    const sequence = flatten(alternative);
    if (sequenceDegree(sequence, fromMatchStart) >= UNSAFE_DEGREE) return true;
    let matchStartReaches = fromMatchStart;
    for (const term of sequence) {
      const { atom } = term;
      if (atom.kind === 'group') {
        const body = atom.alternatives;
        if (!atom.lookaround && term.max > 1 && containsUnbounded(body)) return true;
        if (!atom.lookaround && unbounded(term) && (body.some((a) => a.every(canBeEmpty)) || alternativesOverlap(body))) {
          return true;
        }
        if (isUnsafe(body, matchStartReaches || atom.lookaround)) return true;
      }
      if (atom.kind === 'assertion' && atom.inputStart) matchStartReaches = false;
      else if (!canBeEmpty(term)) matchStartReaches = false;
    }
  }
  return false;
}

/**
 * Validation of a catalog pattern typed by an admin:
 * - 'long': more than 300 characters;
 * - 'invalid': does not compile with the flags `iu`;
 * - 'groups': not exactly one capturing group (named or not; `(?:...)` and lookarounds don't count);
 * - 'unsafe': may backtrack catastrophically. A conservative static check that refuses:
 *   a repeated group containing an unbounded repeat (`(a+)+`, `(\d*)*`, `(.*)*`, `(\d+-){2}`);
 *   an unbounded repeat of a group that can match nothing or whose alternatives can start with the
 *   same character (`(a|ab)*`, `(\d|\w)+`); unbounded repeats of overlapping characters with
 *   nothing required between them, three of them, or two where the pattern can start anywhere
 *   (`\s*:?\s*(\d+)`, `.*code.*(\d+)`). A repeat of more than 50 counts as unbounded. It refuses
 *   some harmless patterns too: write bounded repeats (`\D{0,30}`) or anchor on a literal
 *   (`code\s*:?\s*(\d+)`).
 */
export function checkPattern(pattern: string): PatternVerdict {
  if (pattern.length > MAX_PATTERN_LENGTH) return 'long';
  try {
    new RegExp(pattern, 'iu');
  } catch {
    return 'invalid';
  }
  // An empty alternative makes the pattern match '' and so reports every capturing group.
  const groups = (new RegExp(`(?:${pattern})|`, 'iu').exec('')?.length ?? 1) - 1;
  if (groups !== 1) return 'groups';
  return isUnsafe(new RegexSourceParser(pattern).parse(), true) ? 'unsafe' : 'ok';
}
