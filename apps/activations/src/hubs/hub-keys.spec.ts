import { PROVIDER } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { hubKeyHash } from './hub-keys';
import { hubClearing } from './hub-payouts';
import { isPartnerSale } from './partner-sale';

describe('hub keys, clearing accounts and partner sales', () => {
  it('hashes a key the same way every time, for lookup (sealing it: partner-secrets.spec.ts)', () => {
    expect(hubKeyHash('a')).toBe(hubKeyHash('a'));
    expect(hubKeyHash('a')).not.toBe(hubKeyHash('b'));
  });

  it("names each hub's clearing account as billing accepts a provider", () => {
    const id = randomUUID();
    expect(hubClearing(id)).toMatch(PROVIDER);
    expect(hubClearing(id)).not.toBe(hubClearing(randomUUID()));
  });

  it('knows a partner sale by its hold id', () => {
    const id = randomUUID();
    expect(isPartnerSale({ id, holdId: id })).toBe(true);
    expect(isPartnerSale({ id, holdId: randomUUID() })).toBe(false);
  });
});
