import { formatPayeerAmount, parsePayeerAmount } from './payeer-amount';

describe('formatPayeerAmount', () => {
  it.each([
    [10_000_000, '10.00'],
    [5_000_000, '5.00'],
    [10_000, '0.01'],
    [1_230_000, '1.23'],
    [1_050_000, '1.05'],
    [123_456_780_000, '123456.78'],
  ])('%i micro-dollars -> %s', (micros, text) => {
    expect(formatPayeerAmount(micros)).toBe(text);
  });

  it('refuses amounts that are not whole cents instead of rounding them', () => {
    expect(() => formatPayeerAmount(10_000_001)).toThrow(/whole cents/);
    expect(() => formatPayeerAmount(1)).toThrow(/whole cents/);
    expect(() => formatPayeerAmount(9_999)).toThrow(/whole cents/);
    expect(() => formatPayeerAmount(5_005_000)).toThrow(/whole cents/);
  });

  it('refuses zero, negative, fractional and unsafe amounts', () => {
    for (const bad of [0, -10_000, 10_000.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => formatPayeerAmount(bad)).toThrow(RangeError);
    }
  });
});

describe('parsePayeerAmount', () => {
  it('reads two-decimal amounts exactly, and the same value written with fewer decimals', () => {
    expect(parsePayeerAmount('10.00')).toBe(10_000_000);
    expect(parsePayeerAmount('0.01')).toBe(10_000);
    expect(parsePayeerAmount('123456.78')).toBe(123_456_780_000);
    expect(parsePayeerAmount('10')).toBe(10_000_000);
    expect(parsePayeerAmount('10.5')).toBe(10_500_000);
  });

  it('refuses anything that is not a plain non-negative decimal with at most two places', () => {
    for (const bad of ['', '10.001', '-10.00', '+10.00', '1e3', '10,00', ' 10.00', '10.00 ', '.50', '10.', '0x10', 'NaN']) {
      expect(parsePayeerAmount(bad)).toBeUndefined();
    }
  });

  it('round-trips every formatted amount', () => {
    for (let cents = 1; cents < 5000; cents += 7) {
      expect(parsePayeerAmount(formatPayeerAmount(cents * 10_000))).toBe(cents * 10_000);
    }
  });
});
