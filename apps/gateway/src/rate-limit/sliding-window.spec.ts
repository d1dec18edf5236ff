import { headroom, secondsUntilRoom } from './sliding-window';

const LIMIT = 10;
const WINDOW = 900;

describe('sliding window', () => {
  it('has room while this window and the weighed window before stay under the limit', () => {
    expect(headroom({ limit: LIMIT, count: 9, previous: 0, elapsed: 0.5 })).toBe(1);
    expect(headroom({ limit: LIMIT, count: 4, previous: 10, elapsed: 0.5 })).toBe(1);
    expect(headroom({ limit: LIMIT, count: 5, previous: 10, elapsed: 0.5 })).toBe(0);
    expect(headroom({ limit: LIMIT, count: 0, previous: 0, elapsed: 0 })).toBe(10);
  });

  it('has no room at the start of a window right after a full one: the boundary lets no second limit through', () => {
    const full = { limit: LIMIT, count: 0, previous: 10, elapsed: 0.01 };
    expect(headroom(full)).toBe(0);
    // One fits once a tenth of the window before has slid out: 90 s after its end.
    const wait = secondsUntilRoom(full, WINDOW);
    expect(Math.abs(wait - (0.1 - 0.01) * WINDOW)).toBeLessThanOrEqual(1);
    expect(headroom({ ...full, elapsed: 0.01 + wait / WINDOW })).toBe(1);
    expect(headroom({ ...full, elapsed: 0.01 + (wait - 2) / WINDOW })).toBe(0);
  });

  it('waits into the next window when this one alone is full, until its count has faded enough', () => {
    const wait = secondsUntilRoom({ limit: LIMIT, count: 10, previous: 0, elapsed: 0.75 }, WINDOW);
    // The rest of this window, then the share of the next after which 1 + 10 × (1 − h) ≤ 10.
    expect(Math.abs(wait - (0.25 + 0.1) * WINDOW)).toBeLessThanOrEqual(1);
    expect(headroom({ limit: LIMIT, count: 0, previous: 10, elapsed: 0.1 })).toBe(1);
  });

  it('never answers less than a second', () => {
    expect(secondsUntilRoom({ limit: 50, count: 50, previous: 0, elapsed: 0.999 }, 1)).toBe(1);
  });
});
