import { RegexScanner } from './regex-scanner';

/**
 * A measure of how much work a backtracking regex engine (as V8's) does to search a text: the
 * number of steps a plain backtracking matcher takes for `exec`, counted instead of timed, so the
 * same pattern and text always give the same figure whatever the machine is doing. Its growth
 * with the text's length tells linear patterns (x2 for twice the text) from quadratic (x4) and
 * exponential ones. It handles what catalog patterns and our own use: characters, classes and
 * escapes (each tested by the real engine), `^ $ \b \B`, groups, alternation, greedy and lazy
 * quantifiers, lookahead, lookbehind and backreferences; flags `i` and `u`.
 */

type Node =
  | { type: 'char'; test: (char: string) => boolean }
  | { type: 'start' }
  | { type: 'end' }
  | { type: 'boundary'; negate: boolean }
  | { type: 'group'; alternatives: Node[][]; capture?: number }
  | { type: 'look'; alternatives: Node[][]; behind: boolean; negate: boolean; maxLength: number }
  | { type: 'backref'; capture: number | string }
  | { type: 'repeat'; node: Node; min: number; max: number; lazy: boolean };

/** A count past this is reported as Infinity: exponential work never ends in a test. */
export const STEP_LIMIT = 20_000_000;

class StepLimit extends Error {}

const WORD = /^\w$/u;

function charTester(source: string, flags: string): (char: string) => boolean {
  const regex = new RegExp(`^(?:${source})$`, flags.includes('i') ? 'iu' : 'u');
  const known = new Map<string, boolean>();
  return (char) => {
    let hit = known.get(char);
    if (hit === undefined) known.set(char, (hit = regex.test(char)));
    return hit;
  };
}

class Parser extends RegexScanner<Node> {
  private captures = 0;
  readonly names = new Map<string, number>();

  constructor(
    source: string,
    private readonly flags: string,
  ) {
    super(source);
  }

  parse(): Node[][] {
    return this.alternatives();
  }

  protected term(): Node {
    const node = this.atom();
    const quantifier = this.quantifier();
    return quantifier ? { type: 'repeat', node, ...quantifier } : node;
  }

  private char(source: string): Node {
    return { type: 'char', test: charTester(source, this.flags) };
  }

  private atom(): Node {
    const start = this.pos;
    const c = this.chars[this.pos++];
    if (c === '^') return { type: 'start' };
    if (c === '$') return { type: 'end' };
    if (c === '(') return this.group();
    if (c === '[') {
      while (this.peek() !== ']') this.pos += this.peek() === '\\' ? 2 : 1;
      this.pos++;
      return this.char(this.chars.slice(start, this.pos).join(''));
    }
    if (c !== '\\') return this.char(c === '.' ? '.' : c.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&'));
    const e = this.chars[this.pos++];
    if (e === 'b' || e === 'B') return { type: 'boundary', negate: e === 'B' };
    if (e === 'k') {
      this.pos++;
      const name = this.skipPast('>');
      return { type: 'backref', capture: name };
    }
    if (/[1-9]/u.test(e)) {
      let digits = e;
      while (/\d/u.test(this.peek())) digits += this.chars[this.pos++];
      return { type: 'backref', capture: Number(digits) };
    }
    if (e === 'p' || e === 'P') {
      this.pos++;
      this.skipPast('}');
    } else if (e === 'u' && this.peek() === '{') {
      this.skipPast('}');
    } else if (e === 'u') this.pos += 4;
    else if (e === 'x') this.pos += 2;
    else if (e === 'c') this.pos += 1;
    return this.char(this.chars.slice(start, this.pos).join(''));
  }

  private group(): Node {
    if (this.peek() === '?') {
      const next = this.peek(1);
      const behind = next === '<' && (this.peek(2) === '=' || this.peek(2) === '!');
      if (next === '=' || next === '!' || behind) {
        const negate = (behind ? this.peek(2) : next) === '!';
        this.pos += behind ? 3 : 2;
        const alternatives = this.alternatives();
        this.pos++;
        return { type: 'look', alternatives, behind, negate, maxLength: Math.max(...alternatives.map(sequenceMaxLength)) };
      }
      if (next === '<') {
        this.pos += 2;
        const name = this.skipPast('>');
        const capture = ++this.captures;
        this.names.set(name, capture);
        return this.groupBody(capture);
      }
      this.pos += 2; // '?:'
      return this.groupBody(undefined);
    }
    return this.groupBody(++this.captures);
  }

  private groupBody(capture: number | undefined): Node {
    const alternatives = this.alternatives();
    this.pos++;
    return { type: 'group', alternatives, capture };
  }

}

function nodeMaxLength(node: Node): number {
  switch (node.type) {
    case 'char':
      return 1;
    case 'group':
      return Math.max(...node.alternatives.map(sequenceMaxLength));
    case 'repeat':
      return node.max === 0 ? 0 : nodeMaxLength(node.node) * node.max;
    case 'backref':
      return Infinity;
    default:
      return 0;
  }
}

function sequenceMaxLength(sequence: Node[]): number {
  return sequence.reduce((sum, node) => sum + nodeMaxLength(node), 0);
}

class Matcher {
  steps = 0;
  private readonly spans: Array<[number, number] | undefined> = [];

  constructor(
    private readonly text: string[],
    private readonly names: Map<string, number>,
    private readonly ignoreCase: boolean,
  ) {}

  sequence(nodes: Node[], index: number, pos: number, next: (pos: number) => boolean): boolean {
    if (index === nodes.length) return next(pos);
    return this.one(nodes[index], pos, (after) => this.sequence(nodes, index + 1, after, next));
  }

  private isWord(pos: number): boolean {
    return pos >= 0 && pos < this.text.length && WORD.test(this.text[pos]);
  }

  private one(node: Node, pos: number, next: (pos: number) => boolean): boolean {
    if (++this.steps > STEP_LIMIT) throw new StepLimit();
    switch (node.type) {
      case 'char':
        return pos < this.text.length && node.test(this.text[pos]) && next(pos + 1);
      case 'start':
        return pos === 0 && next(pos);
      case 'end':
        return pos === this.text.length && next(pos);
      case 'boundary':
        return (this.isWord(pos - 1) !== this.isWord(pos)) !== node.negate && next(pos);
      case 'group':
        return node.alternatives.some((alternative) => this.alternative(alternative, node.capture, pos, next));
      case 'look':
        return this.look(node, pos) !== node.negate && next(pos);
      case 'backref':
        return this.backref(node.capture, pos, next);
      case 'repeat':
        return this.repeat(node, 0, pos, next);
    }
  }

  private alternative(alternative: Node[], capture: number | undefined, pos: number, next: (pos: number) => boolean): boolean {
    if (capture === undefined) return this.sequence(alternative, 0, pos, next);
    const saved = this.spans[capture];
    const matched = this.sequence(alternative, 0, pos, (end) => {
      const before = this.spans[capture];
      this.spans[capture] = [pos, end];
      if (next(end)) return true;
      this.spans[capture] = before;
      return false;
    });
    if (!matched) this.spans[capture] = saved;
    return matched;
  }

  private look(node: Extract<Node, { type: 'look' }>, pos: number): boolean {
    if (!node.behind) return node.alternatives.some((alternative) => this.sequence(alternative, 0, pos, () => true));
    // Starts from the nearest position, as a right-to-left matcher finds the shortest first.
    const earliest = Number.isFinite(node.maxLength) ? Math.max(0, pos - node.maxLength) : 0;
    for (let from = pos; from >= earliest; from--) {
      if (node.alternatives.some((alternative) => this.sequence(alternative, 0, from, (end) => end === pos))) return true;
    }
    return false;
  }

  private backref(capture: number | string, pos: number, next: (pos: number) => boolean): boolean {
    const span = this.spans[typeof capture === 'number' ? capture : (this.names.get(capture) ?? 0)];
    if (!span) return next(pos);
    const wanted = this.text.slice(span[0], span[1]).join('');
    const found = this.text.slice(pos, pos + span[1] - span[0]).join('');
    const same = this.ignoreCase ? wanted.toLowerCase() === found.toLowerCase() : wanted === found;
    return same && next(pos + span[1] - span[0]);
  }

  private repeat(node: Extract<Node, { type: 'repeat' }>, count: number, pos: number, next: (pos: number) => boolean): boolean {
    const more = () =>
      count < node.max &&
      // An iteration that matched nothing ends the repeat, as in JavaScript.
      this.one(node.node, pos, (after) => !(after === pos && count >= node.min) && this.repeat(node, count + 1, after, next));
    const stop = () => count >= node.min && next(pos);
    return node.lazy ? stop() || more() : more() || stop();
  }
}

/**
 * The steps a backtracking matcher takes for `new RegExp(source, flags).exec(text)`: every start
 * position is tried until one matches. Infinity past STEP_LIMIT.
 */
export function backtrackingSteps(source: string, flags: string, text: string): number {
  const parser = new Parser(source, flags);
  const top = parser.parse();
  const chars = Array.from(text);
  const matcher = new Matcher(chars, parser.names, flags.includes('i'));
  const pattern: Node = { type: 'group', alternatives: top };
  try {
    for (let start = 0; start <= chars.length; start++) {
      if (matcher.sequence([pattern], 0, start, () => true)) break;
    }
  } catch (error) {
    if (error instanceof StepLimit) return Infinity;
    throw error;
  }
  return matcher.steps;
}

/**
 * How the work grows when the text doubles: `build(n)` makes a text of about n characters; the
 * answer is steps(2n) / steps(n), about 2 for a linear pattern, 4 for a quadratic one, Infinity
 * for an exponential one.
 */
export function backtrackingGrowth(source: string, flags: string, build: (length: number) => string, length = 1000): number {
  const small = backtrackingSteps(source, flags, build(length));
  const large = backtrackingSteps(source, flags, build(length * 2));
  if (!Number.isFinite(large)) return Infinity;
  return large / Math.max(small, 1);
}

const FILLERS = [' ', '1', 'a', ':', '-', '.', '1 ', 'ab', 'a1', '1-', 'a '];

/**
 * Texts that make a backtracking matcher work hardest on this pattern: runs of one kind of
 * character (or a pair), alone and after each word the pattern spells, ending in a character
 * that makes the match fail.
 */
export function hostileTexts(source: string): Array<(length: number) => string> {
  const words = ['', ...new Set(source.replace(/\\[pPk][{<][^}>]*[}>]|\\./gu, ' ').match(/\p{L}{2,}/gu) ?? [])];
  return words.flatMap((word) => FILLERS.map((filler) => (length: number) => `${word}${filler.repeat(Math.ceil(length / filler.length))}!`));
}

/** The worst growth of the work over the hostile texts (see backtrackingGrowth). */
export function worstGrowth(source: string, flags: string, length = 400): number {
  let worst = 0;
  for (const build of hostileTexts(source)) {
    worst = Math.max(worst, backtrackingGrowth(source, flags, build, length));
    if (worst === Infinity) break;
  }
  return worst;
}
