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

  it('asks again after forget, and a load begun before it is not kept', async () => {
    let finishFirst: () => void = () => undefined;
    const firstDone = new Promise<void>((resolve) => (finishFirst = resolve));
    let loads = 0;
    const kept = new Kept<string>(async () => (++loads === 1 ? firstDone.then(() => 'old') : 'new'), 60_000);
    const before = kept.get();
    kept.forget();
    finishFirst();
    expect(await before).toBe('old');
    expect(await kept.get()).toBe('new');
  });

  it('keeps one value per key', async () => {
    const byKey = new KeptByKey<string>(60_000);
    expect(await byKey.get('a', async () => 'A')).toBe('A');
    expect(await byKey.get('a', async () => 'other')).toBe('A');
    expect(await byKey.get('b', async () => 'B')).toBe('B');
  });
});

describe('KeptByKey', () => {
  it('forgets a key whose load failed and keeps at most its limit of keys', async () => {
    const byKey = new KeptByKey<string>(60_000, 2);
    await expect(byKey.get('unknown', async () => Promise.reject(new Error('no such service')))).rejects.toThrow('no such service');
    expect(byKey.size).toBe(0);
    for (const key of ['a', 'b', 'c']) await byKey.get(key, async () => key.toUpperCase());
    expect(byKey.size).toBe(2);
    expect(await byKey.get('a', async () => 'asked again')).toBe('asked again');
  });

  it('asks one key again after forget, every key after clear, and keeps no load begun before either', async () => {
    const byKey = new KeptByKey<string>(60_000);
    await byKey.get('a', async () => 'A1');
    await byKey.get('b', async () => 'B1');
    byKey.forget('a');
    expect(await byKey.get('a', async () => 'A2')).toBe('A2');
    expect(await byKey.get('b', async () => 'B2')).toBe('B1');

    let finish: (value: string) => void = () => undefined;
    const slow = byKey.get('c', () => new Promise<string>((resolve) => (finish = resolve)));
    byKey.clear();
    finish('stale');
    expect(await slow).toBe('stale');
    expect(await byKey.get('c', async () => 'fresh')).toBe('fresh');
    expect(await byKey.get('a', async () => 'A3')).toBe('A3');
    expect(await byKey.get('b', async () => 'B3')).toBe('B3');
  });

  it('peeks at a fresh value without asking, and at nothing once stale or forgotten', async () => {
    let now = 1_000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const byKey = new KeptByKey<string | null>(100);
      expect(byKey.peek('a')).toBeUndefined();
      await byKey.get('a', async () => null);
      expect(byKey.peek('a')).toEqual({ data: null });
      now += 100;
      expect(byKey.peek('a')).toBeUndefined();
      await byKey.get('a', async () => 'A');
      byKey.forget('a');
      expect(byKey.peek('a')).toBeUndefined();
    } finally {
      Date.now = realNow;
    }
  });
});
