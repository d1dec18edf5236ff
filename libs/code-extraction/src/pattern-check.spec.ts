import fc from 'fast-check';
import { worstGrowth } from './backtracking-steps';
import { checkPattern } from './pattern-check';

describe('checkPattern', () => {
  const ok = [
    'code:? (\\d{4,8})',
    'G-(\\d{6})',
    '(?<code>\\d{6}) is your',
    '(?:код|code):?\\s*(\\d{4,6})',
    'code:?\\s*(\\d+)',
    '(\\d+)',
    '\\D{0,30}(\\d{6})',
    '(?:\\d{3}[- ]){1,2}(\\d{3})',
    'steam guard code is ([a-z0-9]{5})',
    '验证码[：:]?(\\d{6})',
    '(\\d{3}[- ]?\\d{3})',
    '^(\\d{4,8})$',
    'code\\D{0,30}(\\d{4,8})',
    '(?<!\\d)(\\d{6})(?!\\d)',
    '(?:telegram|телеграм) (?:code|код):? (\\d{5})',
    '(\\d{6})[\\s\\S]*',
  ];

  it.each(ok)('accepts %s', (pattern) => expect(checkPattern(pattern)).toBe('ok'));

  it.each(['(\\d{6}', '[a-', 'a{2,1}(\\d)', '\\p{Foo}(\\d)', '(?<n>a)(?<n>b)', '\\k(\\d)', '(\\d)\\'])(
    'refuses %s as invalid',
    (pattern) => expect(checkPattern(pattern)).toBe('invalid'),
  );

  it.each(['', '\\d{6}', 'code (?:\\d{6})', '(?=code)\\d{6}', '(\\d{3})-(\\d{3})', '(a)|(b)', '(?<first>\\d)(?<second>\\d)', '((\\d{6}))'])(
    'refuses %j for not having exactly one capturing group',
    (pattern) => expect(checkPattern(pattern)).toBe('groups'),
  );

  it.each([
    '(a+)+',
    '(\\d*)*',
    '(.*)*',
    '(?:\\d+-){2}(\\d+)',
    '(\\w+\\s?)+$',
    '(?:a|ab)*(\\d+)',
    '(?:\\w|\\d)+(x)',
    '(?:x?)+(\\d)',
    '\\s*:?\\s*(\\d+)',
    '.*code.*(\\d+)',
    'code(\\s*\\s*\\s*\\d)',
    '(?=.*.*x)(\\d)',
  ])('refuses %s as unsafe', (pattern) => expect(checkPattern(pattern)).toBe('unsafe'));

  it('refuses patterns over 300 characters', () => {
    expect(checkPattern(`code (\\d{6})${' '.repeat(288)}`)).toBe('ok');
    expect(checkPattern(`code (\\d{6})${' '.repeat(289)}`)).toBe('long');
  });

  // Work is counted (steps of a backtracking matcher), never timed: the same on any machine.
  it.each(ok)('does linear work on hostile texts with %s', (pattern) => {
    expect(worstGrowth(pattern, 'iu')).toBeLessThan(2.5);
  });

  // The families a backtracking engine pays for with the square of the text or worse.
  it.each([
    ['a leading unbounded class before the group', '[^\\d]*(\\d{6})'],
    ['a leading class overlapping the group', '\\w+(\\d{6})'],
    ['a leading repeat with a check after it', '(\\d+)\\s*$'],
    ['adjacent overlapping repeats after a literal', 'code\\s*:?\\s*(\\d+)'],
    ['adjacent overlapping repeats, Cyrillic', '(?:код|code)\\s*:?\\s*(\\d{4,6})'],
    ['two wildcards around a word', '.*code.*(\\d+)'],
    ['a nested repeat', '(\\d+)+x'],
    ['nested bounded repeats', '(?:\\d{0,40}){0,40}(x)'],
    ['a repeated alternation whose branches overlap', '(?:a|ab)*(\\d)'],
    ['a lookahead scanning to the end', '(?=.*x)(\\d)'],
  ])('refuses %s (%s), whose work grows faster than the text', (_family, pattern) => {
    expect(checkPattern(pattern)).toBe('unsafe');
    expect(worstGrowth(pattern, 'iu', 150)).toBeGreaterThan(3.5);
  });

  it('never accepts a pattern whose work grows faster than the text', () => {
    const piece = fc.constantFrom('\\d', '\\s', '\\w', '.', '[^\\d]', '\\D', 'a', 'code', ':', '-', '[- ]');
    const quantifier = fc.constantFrom('', '', '*', '+', '?', '{0,30}', '{2,5}', '{3}');
    const term: fc.Arbitrary<string> = fc.letrec<{ term: string }>((tie) => ({
      term: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.tuple(piece, quantifier).map(([p, q]) => p + q),
        fc.tuple(fc.array(tie('term'), { minLength: 1, maxLength: 3 }), fc.array(tie('term'), { maxLength: 2 }), quantifier).map(
          ([a, b, q]) => `(?:${a.join('')}${b.length ? `|${b.join('')}` : ''})${q}`,
        ),
      ),
    })).term;
    const pattern = fc
      .tuple(fc.constantFrom('', '^'), fc.array(term, { maxLength: 3 }), fc.tuple(piece, quantifier), fc.array(term, { maxLength: 2 }), fc.constantFrom('', '$'))
      .map(([anchor, before, [p, q], after, end]) => `${anchor}${before.join('')}(${p}${q})${after.join('')}${end}`);
    fc.assert(
      fc.property(pattern, (source) => {
        if (checkPattern(source) !== 'ok') return;
        expect(worstGrowth(source, 'iu', 150)).toBeLessThan(2.6);
      }),
      { seed: 20261126, numRuns: 300 },
    );
  });
});
