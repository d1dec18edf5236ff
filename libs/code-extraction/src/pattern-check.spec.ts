import { checkPattern } from './pattern-check';

describe('checkPattern', () => {
  const ok = [
    'code:? (\\d{4,8})',
    'G-(\\d{6})',
    '(?<code>\\d{6}) is your',
    '(?:код|code)\\s*:?\\s*(\\d{4,6})',
    'code\\s*:?\\s*(\\d+)',
    'steam guard code is ([a-z0-9]{5})',
    '验证码[：:]?(\\d{6})',
    '(\\d{3}[- ]?\\d{3})',
    '^(\\d{4,8})$',
    '[^\\d]*(\\d{6})',
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

  it('accepts only patterns that stay fast on hostile 2,000-character texts', () => {
    const hostile = [' '.repeat(2000), '1'.repeat(2000), 'a'.repeat(2000), 'code '.repeat(400), '1 '.repeat(1000), 'ab'.repeat(1000)];
    const slow = ok.filter((pattern) => {
      const regex = new RegExp(pattern, 'iu');
      const started = Date.now();
      for (const text of hostile) regex.exec(`${text}!`);
      return Date.now() - started > 200;
    });
    expect(slow).toEqual([]);
  });
});
