import { emailProblem, langProblem, loginPasswordProblem, newPasswordProblem, normaliseEmail } from './field-rules';

describe('SPEC section 5 rules', () => {
  it.each([
    [undefined, 'required'], ['', 'required'], ['   ', 'required'], [42, 'format'], ['plain', 'format'], ['@b.com', 'format'],
    ['a@', 'format'], ['a@b@c.com', 'format'], ['a@b', 'emailPatern'], ['a@b.c', 'emailPatern'], ['a b@c.com', 'emailPatern'],
    ['a@b.co', null], ['first.last+tag@mail.example.org', null],
  ])('email %j -> %s', (value, key) => expect(emailProblem(value)).toBe(key));

  it.each([
    [undefined, 'required'], ['', 'required'], ['Ab1', 'min'], ['Abcdef1', 'min'], ['Abcdefg1', null], ['Abcdefghijklmn12', null],
    ['Abcdefghijklmn123', 'max'], ['abcdefg1', 'pass'], ['ABCDEFG1', 'pass'], ['Abcdefgh', 'pass'], ['Abcdefg1!', 'pass'], ['Abcdéfg12', 'pass'],
  ])('new password %j -> %s', (value, key) => expect(newPasswordProblem(value)).toBe(key));

  it('login passwords are only required', () => {
    expect(loginPasswordProblem('')).toBe('required');
    expect(loginPasswordProblem('x')).toBeNull();
  });

  it.each([['en', null], ['ru', null], ['uk', null], ['de', 'lang'], ['', 'required']])('lang %j -> %s', (value, key) =>
    expect(langProblem(value)).toBe(key),
  );

  it('normalises emails for lookup', () => expect(normaliseEmail('  User@Example.COM ')).toBe('user@example.com'));
});
