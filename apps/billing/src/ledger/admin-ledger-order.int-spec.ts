import { randomUUID } from 'node:crypto';
import { AdminLedgerPage, BillingAdminSubjects, BillingSubjects, ErrorCode, LedgerReceipt } from '@simrelay/contracts';
import { BillingHarness, newKey, startBillingHarness } from '../testing/billing-harness';

const DOLLAR = 1_000_000;

describe('billing: a user\'s ledger in the back office, sorted in SQL', () => {
  let h: BillingHarness;
  const userId = randomUUID();

  beforeAll(async () => {
    h = await startBillingHarness();
    await h.fund(userId, 9 * DOLLAR);
    for (const amount of [2, 1, 2]) {
      await h.request<LedgerReceipt>(BillingSubjects.charge, { userId, amountMicros: amount * DOLLAR, reference: `rental:${randomUUID()}`, idempotencyKey: newKey() });
    }
  });
  afterAll(() => h.close());

  const entries = (query: object) => h.request<AdminLedgerPage>(BillingAdminSubjects.ledgerEntries, { userId, ...query });

  it('keeps newest first without a sort, each entry with the balance right after it', async () => {
    expect((await entries({})).items.map((e) => e.balanceAfter)).toEqual([4, 6, 7, 9]);
  });

  it('sorts by amount and kind either way; the balance after an entry stays the one of its time', async () => {
    const byAmount = await entries({ sort: 'amount' });
    expect(byAmount.items.map((e) => e.amount)).toEqual([1, 2, 2, 9]);
    expect(byAmount.items[0].balanceAfter).toBe(6);
    expect(byAmount.items[3].balanceAfter).toBe(9);
    expect((await entries({ sort: 'amount', order: 'desc' })).items.map((e) => e.amount)).toEqual([9, 2, 2, 1]);
    const byKind = (await entries({ sort: 'kind', order: 'desc' })).items.map((e) => e.kind);
    expect(byKind).toEqual([...byKind].sort().reverse());
    expect((await entries({ sort: 'createdAt', order: 'asc' })).items.map((e) => e.balanceAfter)).toEqual([9, 7, 6, 4]);
  });

  it('breaks equal amounts by id: pages neither repeat nor skip, and descending is the exact reverse', async () => {
    const whole = (await entries({ sort: 'amount' })).items.map((e) => e._id);
    const paged = [];
    for (let page = 1; page <= 4; page++) paged.push(...(await entries({ sort: 'amount', page, limit: 1 })).items.map((e) => e._id));
    expect(paged).toEqual(whole);
    expect((await entries({ sort: 'amount', order: 'desc' })).items.map((e) => e._id)).toEqual([...whole].reverse());
  });

  it('refuses a field it does not sort by', async () => {
    const error = await h.failure(BillingAdminSubjects.ledgerEntries, { userId, sort: 'debit_account_id' });
    expect(error).toMatchObject({ code: ErrorCode.Invalid, fields: { sort: 'format' } });
  });
});
