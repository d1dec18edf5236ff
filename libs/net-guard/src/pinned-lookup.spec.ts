import { pinnedLookup } from './pinned-lookup';

const ask = (lookup: ReturnType<typeof pinnedLookup>, options: { family?: number; all?: boolean }) =>
  new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
    lookup('attacker.example', options, (error, address, family) => resolve({ error, address, family })),
  );

describe('pinnedLookup', () => {
  const lookup = pinnedLookup(['203.0.113.7', '2001:db8::7']);

  it('answers the checked address whatever name is asked', async () => {
    expect(await ask(lookup, {})).toEqual({ error: null, address: '203.0.113.7', family: 4 });
    expect(await ask(lookup, { family: 6 })).toEqual({ error: null, address: '2001:db8::7', family: 6 });
  });

  it('answers every checked address when all are asked for', async () => {
    expect((await ask(lookup, { all: true })).address).toEqual([{ address: '203.0.113.7', family: 4 }, { address: '2001:db8::7', family: 6 }]);
  });

  it('refuses a family it has no checked address of', async () => {
    const { error } = await ask(pinnedLookup(['203.0.113.7']), { family: 6 });
    expect(error?.code).toBe('ENOTFOUND');
  });
});
