import { slidingVerdict } from './sliding-window';

const rule = { limit: 10, windowSeconds: 900 };

describe('sliding window verdict', () => {
  it('passes while this window and the weighed window before stay within the limit', () => {
    expect(slidingVerdict({ ...rule, count: 10, previous: 0, elapsed: 0.5 }).allowed).toBe(true);
    expect(slidingVerdict({ ...rule, count: 5, previous: 10, elapsed: 0.5 }).allowed).toBe(true);
    expect(slidingVerdict({ ...rule, count: 6, previous: 10, elapsed: 0.5 }).allowed).toBe(false);
  });

  it('refuses the first hit of a window right after a full one: the boundary lets no second limit through', () => {
    const verdict = slidingVerdict({ ...rule, count: 1, previous: 10, elapsed: 0.01 });
    expect(verdict.allowed).toBe(false);
    // One more passes once a tenth of the window before has slid out: 90 s after its end.
    expect(verdict.retryAfterSeconds).toBe(Math.ceil((1 - 8 / 10 - 0.01) * 900));
    expect(slidingVerdict({ ...rule, count: 2, previous: 10, elapsed: 0.2 }).allowed).toBe(true);
  });

  it('waits into the next window when this one alone is full, until its count has faded enough', () => {
    const verdict = slidingVerdict({ ...rule, count: 11, previous: 0, elapsed: 0.75 });
    expect(verdict.allowed).toBe(false);
    // The rest of this window, then the share of the next after which 1 + 11 × (1 − h) ≤ 10.
    expect(verdict.retryAfterSeconds).toBe(Math.ceil((0.25 + (1 - 9 / 11)) * 900));
    expect(slidingVerdict({ ...rule, count: 1, previous: 11, elapsed: 1 - 9 / 11 + 0.001 }).allowed).toBe(true);
  });

  it('never answers less than a second', () => {
    expect(slidingVerdict({ limit: 50, windowSeconds: 1, count: 51, previous: 0, elapsed: 0.999 }).retryAfterSeconds).toBe(1);
  });
});
