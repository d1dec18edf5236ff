import { Slots } from './slots';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('Slots', () => {
  it('runs at most its size at once, the rest in the order they came, freeing a slot on failure too', async () => {
    const slots = new Slots(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, n) => slots.run(async () => (started.push(n), gate.promise)).catch((e: Error) => e.message));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.load).toEqual({ busy: 2, waiting: 2 });
    gates[1]?.reject(new Error('failed'));
    await runs[1];
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.resolve();
    await runs[0];
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]?.resolve();
    gates[3]?.resolve();
    expect(await Promise.all(runs)).toEqual([undefined, 'failed', undefined, undefined]);
    expect(slots.load).toEqual({ busy: 0, waiting: 0 });
  });

  it('refuses a size that could never run anything', () => {
    expect(() => new Slots(0)).toThrow(/at least 1/);
  });
});
