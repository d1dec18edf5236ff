import { salePrice } from './sale-price';

describe('salePrice', () => {
  it('adds the margin to the cost and rounds up to a cent', () => {
    expect(salePrice({ saleRule: 'margin', marginPercent: 20, fixedPriceMicros: null }, 100_000)).toBe(120_000);
    expect(salePrice({ saleRule: 'margin', marginPercent: 10, fixedPriceMicros: null }, 123_456)).toBe(140_000);
    expect(salePrice({ saleRule: 'margin', marginPercent: 0, fixedPriceMicros: null }, 1)).toBe(10_000);
  });

  it('sells at a fixed price, never below cost', () => {
    expect(salePrice({ saleRule: 'fixed', marginPercent: 0, fixedPriceMicros: 500_000 }, 400_000)).toBe(500_000);
    expect(salePrice({ saleRule: 'fixed', marginPercent: 0, fixedPriceMicros: 500_000 }, 600_000)).toBeNull();
  });
});
