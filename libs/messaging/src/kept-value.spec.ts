import { Kept, KeptByKey } from './kept-value';

describe('Kept', () => {
  it('shares one request between concurrent readers and keeps the answer while fresh', async () => {
    let calls = 0;
    const kept = new Kept(async () => ++calls, 60_000);
    expect(await Promise.all([kept.get(), kept.get()])).toEqual([1, 1]);
    expect(await kept.get()).toBe(1);
    expect(calls).toBe(1);
  });

  it('asks again once stale, and never keeps a failure', async () => {
    let calls = 0;
    const stale = new Kept(async () => ++calls, 0);
    await stale.get();
    expect(await stale.get()).toBe(2);
    let fail = true;
    const flaky = new Kept(async () => {
      if (fail) throw new Error('away');
      return 'ok';
    }, 60_000);
    await expect(flaky.get()).rejects.toThrow('away');
    fail = false;
    await expect(flaky.get()).resolves.toBe('ok');
  });

  it('keeps one value per key', async () => {
    const byKey = new KeptByKey<string>(60_000);
    expect(await byKey.get('a', async () => 'A')).toBe('A');
    expect(await byKey.get('a', async () => 'other')).toBe('A');
    expect(await byKey.get('b', async () => 'B')).toBe('B');
  });
});
