import { RegexScanner } from './regex-scanner';

/**
 * A small parser of JavaScript regular expression sources, for the static safety check of catalog
 * patterns. It assumes a source that already compiles with the `u` flag, so it does not report
 * syntax errors. Characters are grouped into four coarse categories, enough to tell whether two
 * repeated parts of a pattern can match the same characters.
 */

export type CharCategory = 'digit' | 'space' | 'letter' | 'other';

export const ALL_CATEGORIES: ReadonlySet<CharCategory> = new Set<CharCategory>(['digit', 'space', 'letter', 'other']);

export type RegexAtom =
  | { kind: 'chars'; categories: ReadonlySet<CharCategory>; literal?: string }
  | { kind: 'assertion'; inputStart: boolean }
  | { kind: 'group'; alternatives: RegexTerm[][]; lookaround: boolean };

export interface RegexTerm {
  atom: RegexAtom;
  min: number;
  max: number;
}

export function categoryOf(char: string): CharCategory {
  if (/^\p{N}$/u.test(char)) return 'digit';
  if (/^\s$/u.test(char)) return 'space';
  if (/^\p{L}$/u.test(char)) return 'letter';
  return 'other';
}

const chars = (categories: Iterable<CharCategory>, literal?: string): RegexAtom => ({
  kind: 'chars',
  categories: new Set(categories),
  literal,
});

function propertyCategories(name: string): CharCategory[] {
  const [key, value = key] = name.split('=');
  if (key !== value) return /^(?:Common|Zyyy|Inherited|Zinh)$/u.test(value) ? [...ALL_CATEGORIES] : ['letter'];
  if (/^(?:L|Letter|Lu|Ll|Lt|Lm|Lo|Alphabetic|Alpha)$/u.test(value)) return ['letter'];
  if (/^(?:N|Nd|Number|Decimal_Number)$/u.test(value)) return ['digit'];
  if (/^(?:White_Space|space|Zs)$/u.test(value)) return ['space'];
  return [...ALL_CATEGORIES];
}

/** Categories a class escape covers completely, for negated classes ('[^\d]' is everything but digits). */
function fullyCovered(escape: string, property: string): CharCategory[] {
  if (escape === 'd') return ['digit'];
  if (escape === 's') return ['space'];
  if (escape === 'p') {
    if (/^(?:L|Letter)$/u.test(property)) return ['letter'];
    if (/^(?:N|Nd|Number|Decimal_Number)$/u.test(property)) return ['digit'];
  }
  return [];
}

export class RegexSourceParser extends RegexScanner<RegexTerm> {
  parse(): RegexTerm[][] {
    return this.alternatives();
  }

  protected term(): RegexTerm {
    const atom = this.atom();
    const quantifier = this.quantifier();
    return { atom, min: quantifier?.min ?? 1, max: quantifier?.max ?? 1 };
  }

  private atom(): RegexAtom {
    const c = this.chars[this.pos++];
    if (c === '.') return chars(ALL_CATEGORIES);
    if (c === '^' || c === '$') return { kind: 'assertion', inputStart: c === '^' };
    if (c === '[') return this.characterClass();
    if (c === '(') return this.group();
    if (c === '\\') return this.escape().atom;
    return chars([categoryOf(c)], c.toLowerCase());
  }

  private escape(): { atom: RegexAtom; full: CharCategory[] } {
    const c = this.chars[this.pos++] ?? '';
    const plain = (categories: CharCategory[], literal?: string) => ({ atom: chars(categories, literal), full: [] });
    switch (c) {
      case 'd':
        return { atom: chars(['digit']), full: fullyCovered(c, '') };
      case 's':
        return { atom: chars(['space']), full: fullyCovered(c, '') };
      case 'w':
        return plain(['digit', 'letter', 'other']);
      case 'D':
      case 'S':
      case 'W':
        return plain([...ALL_CATEGORIES]);
      case 'p':
      case 'P': {
        this.pos++;
        const property = this.skipPast('}');
        if (c === 'P') return plain([...ALL_CATEGORIES]);
        return { atom: chars(propertyCategories(property)), full: fullyCovered(c, property) };
      }
      case 'b':
      case 'B':
        return { atom: { kind: 'assertion', inputStart: false }, full: [] };
      case 'k':
        this.skipPast('>');
        return plain([...ALL_CATEGORIES]);
      case 'u': {
        let hex: string;
        if (this.peek() === '{') {
          this.pos++;
          hex = this.skipPast('}');
        } else hex = this.take(4);
        const char = String.fromCodePoint(parseInt(hex, 16) || 0);
        return plain([categoryOf(char)], char.toLowerCase());
      }
      case 'x': {
        const char = String.fromCodePoint(parseInt(this.take(2), 16) || 0);
        return plain([categoryOf(char)], char.toLowerCase());
      }
      case 'c':
        this.pos++;
        return plain(['other']);
      case 't':
      case 'n':
      case 'r':
      case 'v':
      case 'f': {
        const char = { t: '\t', n: '\n', r: '\r', v: '\v', f: '\f' }[c];
        return plain(['space'], char);
      }
      default:
        if (/[1-9]/u.test(c)) {
          while (/\d/u.test(this.peek())) this.pos++;
          return plain([...ALL_CATEGORIES]);
        }
        return plain([categoryOf(c)], c.toLowerCase());
    }
  }

  private take(count: number): string {
    const taken = this.chars.slice(this.pos, this.pos + count).join('');
    this.pos += count;
    return taken;
  }

  private characterClass(): RegexAtom {
    const negated = this.peek() === '^';
    if (negated) this.pos++;
    const categories = new Set<CharCategory>();
    const full = new Set<CharCategory>();
    let previous: string | null = null;
    while (this.pos < this.chars.length && this.peek() !== ']') {
      const c = this.chars[this.pos++];
      if (c === '-' && previous !== null && this.peek() !== ']') {
        const end = this.peek() === '\\' ? null : this.chars[this.pos];
        this.pos += end === null ? 2 : 1;
        const from = categoryOf(previous);
        const sameKind = end !== null && from === categoryOf(end) && (from === 'digit' || from === 'letter');
        for (const category of sameKind ? [from] : ALL_CATEGORIES) categories.add(category);
        previous = null;
      } else if (c === '\\') {
        const { atom, full: covered } = this.escape();
        if (atom.kind === 'chars') atom.categories.forEach((category) => categories.add(category));
        else categories.add('other');
        covered.forEach((category) => full.add(category));
        previous = atom.kind === 'chars' && atom.literal?.length === 1 ? atom.literal : null;
      } else {
        categories.add(categoryOf(c));
        previous = c;
      }
    }
    this.pos++;
    return chars(negated ? [...ALL_CATEGORIES].filter((category) => !full.has(category)) : categories);
  }

  private group(): RegexAtom {
    let lookaround = false;
    if (this.peek() === '?') {
      const next = this.peek(1);
      if (next === '=' || next === '!') {
        this.pos += 2;
        lookaround = true;
      } else if (next === '<' && (this.peek(2) === '=' || this.peek(2) === '!')) {
        this.pos += 3;
        lookaround = true;
      } else if (next === '<') {
        this.skipPast('>');
      } else {
        this.skipPast(':');
      }
    }
    const alternatives = this.alternatives();
    this.pos++;
    return { kind: 'group', alternatives, lookaround };
  }

}
