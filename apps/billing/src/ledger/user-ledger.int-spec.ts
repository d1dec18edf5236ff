import { AdminLedgerPage, BillingSubjects, BillingUserSubjects, ErrorCode, LedgerReceipt } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { BillingHarness, newKey, startBillingHarness } from '../testing/billing-harness';

const DOLLAR = 1_000_000;

describe('billing: a user\'s own ledger over NATS', () => {
  let h: BillingHarness;

  beforeAll(async () => {
    h = await startBillingHarness();
  });
  afterAll(() => h.close());

  const entries = (query: object) => h.request<AdminLedgerPage>(BillingUserSubjects.ledgerEntries, query);
  const charge = (userId: string, amountMicros: number) =>
    h.request<LedgerReceipt>(BillingSubjects.charge, { userId, amountMicros, reference: `rental:${randomUUID()}`, idempotencyKey: newKey() });

  it('lists the user\'s transfers newest first, each with the balance after it, filtered by kind and time, never another user\'s', async () => {
    const userId = randomUUID();
    const other = randomUUID();
    await h.fund(userId, 5 * DOLLAR);
    await h.fund(other, 7 * DOLLAR);
    await charge(userId, 2 * DOLLAR);
    const between = new Date().toISOString();
    await charge(userId, DOLLAR);

    const all = await entries({ userId });
    expect(all.total).toBe(3);
    expect(all.items.map((e) => [e.walletChange, e.balanceAfter])).toEqual([[-1, 2], [-2, 3], [5, 5]]);

    // The balance after an entry is the wallet's, whatever the filter leaves out.
    const charges = await entries({ userId, kind: ['charge'] });
    expect(charges.items.map((e) => [e.kind, e.balanceAfter])).toEqual([['charge', 2], ['charge', 3]]);
    expect((await entries({ userId, kind: ['charge'], from: between })).items.map((e) => e.balanceAfter)).toEqual([2]);
    expect((await entries({ userId, to: between })).total).toBe(2);

    const paged = await entries({ userId, page: 2, limit: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.items.map((e) => e.balanceAfter)).toEqual([5]);
    expect((await entries({ userId, page: 5, limit: 2 })).total).toBe(3);
  });

  it('refuses kinds it does not know and bad times', async () => {
    const userId = randomUUID();
    expect((await h.failure(BillingUserSubjects.ledgerEntries, { userId, kind: ['gift'] })).code).toBe(ErrorCode.Invalid);
    expect((await h.failure(BillingUserSubjects.ledgerEntries, { userId, from: 'yesterday' })).fields).toEqual({ from: 'format' });
    expect((await h.failure(BillingUserSubjects.ledgerEntries, { userId: 'me' })).fields).toEqual({ userId: 'format' });
  });
});
