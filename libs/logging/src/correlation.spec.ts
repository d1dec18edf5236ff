import { currentCorrelationId, withCorrelation } from './correlation';

describe('correlation id', () => {
  it('is visible inside the callback and its awaited continuations', async () => {
    await withCorrelation('req-1', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      expect(currentCorrelationId()).toBe('req-1');
    });
    expect(currentCorrelationId()).toBeUndefined();
  });

  it('replaces a missing or unsafe id with a fresh one', () => {
    const fresh = withCorrelation('bad id\nwith newline', () => currentCorrelationId());
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(withCorrelation(undefined, () => currentCorrelationId())).toMatch(/^[0-9a-f-]{36}$/);
  });
});
