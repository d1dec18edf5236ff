import { extractCallCode } from './call-code';

describe('extractCallCode', () => {
  it.each([
    ['+7 916 123-45-67', 4, '4567'],
    ['+79161234567', 6, '234567'],
    ['+1 (650) 253-0000', 4, '0000'],
    ['8-800-555-35-35', 10, '8005553535'],
    ['1234', 4, '1234'],
    ['+971 4 123 4567', 1, '7'],
  ])('takes the last digits of %s (%d)', (caller, digits, code) => {
    expect(extractCallCode(caller, digits)).toBe(code);
  });

  it.each([
    ['123', 4],
    ['+79161234567', 0],
    ['+79161234567', 11],
    ['+79161234567', 2.5],
    ['Unknown', 4],
    ['', 4],
    ['+7 916 ABC-45-67', 4],
  ])('refuses %j for %d digits', (caller, digits) => {
    expect(extractCallCode(caller, digits)).toBeNull();
  });
});
