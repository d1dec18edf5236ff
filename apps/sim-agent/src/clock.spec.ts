import { backoffDelay } from './clock';

describe('backoffDelay', () => {
  it('doubles from the minimum and stops at the maximum', () => {
    const exact = () => 0.5; // no jitter
    expect([0, 1, 2, 3, 10, 50].map((attempt) => backoffDelay(attempt, 500, 30_000, exact))).toEqual([500, 1000, 2000, 4000, 30_000, 30_000]);
  });

  it('spreads retries by ±20%', () => {
    expect(backoffDelay(0, 1000, 1000, () => 0)).toBe(800);
    expect(backoffDelay(0, 1000, 1000, () => 1)).toBe(1200);
  });
});
