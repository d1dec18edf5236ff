export interface Quantifier {
  min: number;
  max: number;
  lazy: boolean;
}

/**
 * What both of our readers of regular-expression sources share (the safety check's and the
 * step counter's): a cursor over the source's code points, alternatives up to a `)`, and the
 * quantifier after an atom. They differ in what an atom becomes.
 */
export abstract class RegexScanner<Term> {
  protected readonly chars: string[];
  protected pos = 0;

  constructor(source: string) {
    this.chars = Array.from(source);
  }

  /** The term at the cursor (an atom and its quantifier); the cursor moves past it. */
  protected abstract term(): Term;

  protected peek(offset = 0): string {
    return this.chars[this.pos + offset] ?? '';
  }

  /** Everything up to `char`, which is consumed too. */
  protected skipPast(char: string): string {
    const start = this.pos;
    while (this.pos < this.chars.length && this.chars[this.pos] !== char) this.pos++;
    this.pos++;
    return this.chars.slice(start, this.pos - 1).join('');
  }

  protected alternatives(): Term[][] {
    const alternatives: Term[][] = [[]];
    while (this.pos < this.chars.length && this.peek() !== ')') {
      if (this.peek() === '|') {
        this.pos++;
        alternatives.push([]);
        continue;
      }
      alternatives[alternatives.length - 1].push(this.term());
    }
    return alternatives;
  }

  /** The quantifier at the cursor (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each maybe lazy); null when none. */
  protected quantifier(): Quantifier | null {
    const c = this.peek();
    let bounds: { min: number; max: number };
    if (c === '*') bounds = { min: 0, max: Infinity };
    else if (c === '+') bounds = { min: 1, max: Infinity };
    else if (c === '?') bounds = { min: 0, max: 1 };
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/u.exec(this.chars.slice(this.pos, this.pos + 24).join(''));
      if (!m) return null;
      this.pos += m[0].length - 1;
      const min = Number(m[1]);
      bounds = { min, max: m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]) };
    } else return null;
    this.pos++;
    const lazy = this.peek() === '?';
    if (lazy) this.pos++;
    return { ...bounds, lazy };
  }
}
