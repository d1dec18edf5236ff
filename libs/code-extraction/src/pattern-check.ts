import { ALL_CATEGORIES, categoryOf, CharCategory, RegexSourceParser, RegexTerm } from './regex-source-parser';
import { MAX_TEXT_LENGTH } from './text-normalization';

export type PatternVerdict = 'ok' | 'invalid' | 'groups' | 'unsafe' | 'long';

export const MAX_PATTERN_LENGTH = 300;

/** The longest text a pattern is ever run on. */
const LONGEST_TEXT = MAX_TEXT_LENGTH;
/**
 * The most work (backtracking steps) a pattern may do on the longest text: a thousand per
 * character. A linear pattern stays well inside; anything quadratic in the text's length
 * (4 million) or worse is refused.
 */
const WORK_LIMIT = LONGEST_TEXT * 1000;

const unbounded = (term: RegexTerm) => term.max > LONGEST_TEXT;

function canBeEmpty(term: RegexTerm): boolean {
  if (term.min === 0) return true;
  const { atom } = term;
  if (atom.kind === 'assertion') return true;
  if (atom.kind === 'chars') return false;
  return atom.lookaround || atom.alternatives.some((alternative) => alternative.every(canBeEmpty));
}

/** An assertion or a lookaround: matches nothing, but can fail and make what came before backtrack. */
const isCheck = (term: RegexTerm) => term.atom.kind === 'assertion' || (term.atom.kind === 'group' && term.atom.lookaround);

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

/**
 * In how many ways a term can match at one position, capped by the text's length: a repeat
 * tries each count it allows; a repeated group each split of its repeats (`(?:\d{1,3}){4}`:
 * 3^4). Infinity for a repeated group of unbounded repeats (`(a+)+`): exponential.
 */
function choices(term: RegexTerm): number {
  const { atom } = term;
  if (atom.kind === 'assertion' || (atom.kind === 'group' && atom.lookaround)) return 1;
  const counts = Math.min(term.max, LONGEST_TEXT) - term.min + 1;
  if (atom.kind === 'chars') return counts;
  if (containsUnbounded(atom.alternatives)) return term.max > 1 ? Infinity : LONGEST_TEXT;
  const inner = Math.max(...atom.alternatives.map((alternative) => alternative.reduce((product, t) => product * choices(t), 1)));
  const splits = inner === 1 ? 1 : inner ** Math.min(term.max, LONGEST_TEXT);
  return splits * counts > WORK_LIMIT ? Infinity : Math.min(splits * counts, LONGEST_TEXT);
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
 * The worst work of a sequence on the longest text. Repeats that can match the same category of
 * characters multiply their choices unless something between them must match another category
 * (`\s*:?\s*` and `.*code.*` multiply; `\s*code\s*` does not); a run the match can start with
 * is tried from every position, which multiplies it by the text's length. A run at the very end
 * of the pattern with nothing after it that can fail never backtracks (`(\d+)`).
 */
function sequenceWork(sequence: RegexTerm[], fromMatchStart: boolean, endsMatch: boolean): number {
  let worst = 0;
  for (const category of ALL_CATEGORIES) {
    let work = 1;
    let fromStart = fromMatchStart;
    // Since the run's first repeat: something that can fail after it.
    let failsAfter = false;
    const flush = () => {
      if (work > 1) worst = Math.max(worst, work * (fromStart ? LONGEST_TEXT : 1));
      work = 1;
    };
    for (const term of sequence) {
      if (term.atom.kind === 'assertion' && term.atom.inputStart) {
        flush();
        fromStart = false;
        continue;
      }
      const categories = categoriesOf(term);
      const ways = choices(term);
      if (categories.has(category) && ways > 1) {
        if (work > 1 && !canBeEmpty(term)) failsAfter = true;
        if (work === 1) failsAfter = false;
        work *= ways;
      } else if (!categories.has(category) && !canBeEmpty(term)) {
        flush();
        fromStart = false;
      } else if (work > 1 && (isCheck(term) || !canBeEmpty(term))) failsAfter = true;
    }
    if (endsMatch && !failsAfter) work = 1;
    flush();
  }
  return worst;
}

function isUnsafe(alternatives: RegexTerm[][], fromMatchStart: boolean, endsMatch: boolean): boolean {
  for (const alternative of alternatives) {
    const sequence = flatten(alternative);
    if (sequence.some((term) => choices(term) === Infinity)) return true;
    if (sequenceWork(sequence, fromMatchStart, endsMatch) > WORK_LIMIT) return true;
    let matchStartReaches = fromMatchStart;
    for (const term of sequence) {
      const { atom } = term;
      if (atom.kind === 'group') {
        const body = atom.alternatives;
        if (!atom.lookaround && unbounded(term) && (body.some((a) => a.every(canBeEmpty)) || alternativesOverlap(body))) {
          return true;
        }
        if (isUnsafe(body, matchStartReaches || atom.lookaround, false)) return true;
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
 * - 'unsafe': its matching work may grow faster than the text's length (quadratic or worse) on
 *   the longest text we accept. A conservative static check that refuses: a repeated group of
 *   unbounded repeats (`(a+)+`, `(\d*)*`, `(\d+-){2}`) or of too many bounded ones
 *   (`(?:\d{0,50}){0,50}`); an unbounded repeat of a group that can match nothing or whose
 *   alternatives can start with the same character (`(a|ab)*`, `(\d|\w)+`); repeats of
 *   overlapping characters with nothing required between them (`code\s*:?\s*(\d+)`); an
 *   unbounded repeat the match can start with when something after it can fail
 *   (`[^\d]*(\d{6})`, `\s*(\d+)`, `.*code.*(\d+)`). Bounded repeats (`\D{0,30}`) and a literal
 *   before a repeat (`code:?\s*(\d+)`) keep a pattern linear.
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
  return isUnsafe(new RegexSourceParser(pattern).parse(), true, true) ? 'unsafe' : 'ok';
}
