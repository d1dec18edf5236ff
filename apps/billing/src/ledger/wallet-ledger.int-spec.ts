import { BalanceView, BillingSubjects, ErrorCode, HealthReport, healthSubject, HoldReceipt, LedgerReceipt } from '@simrelay/contracts';
import { auditLedger, waitFor } from '@simrelay/testing';
import { randomUUID } from 'node:crypto';
import { BillingHarness, newKey, startBillingHarness } from '../testing/billing-harness';

const DOLLAR = 1_000_000;


describe('billing: charges, refunds, credits and adjustments over NATS', () => {
  let h: BillingHarness;

  beforeAll(async () => {
    h = await startBillingHarness();
  });
  afterAll(async () => {
    expect(await auditLedger((sql) => h.dataSource.query(sql))).toEqual([]);
    await h.close();
  });

  const balance = (userId: string) => h.request<BalanceView>(BillingSubjects.balance, { userId });
  const accountBalance = async (code: string): Promise<number> =>
    Number((await h.dataSource.query(`SELECT balance_micros FROM billing.accounts WHERE code = $1`, [code]))[0]?.balance_micros ?? 0);
  const charge = (userId: string, amountMicros: number, idempotencyKey = newKey()) =>
    h.request<LedgerReceipt>(BillingSubjects.charge, { userId, amountMicros, reference: 'rental:test', idempotencyKey });
  const funded = async (micros: number): Promise<string> => {
    const userId = randomUUID();
    await h.fund(userId, micros);
    return userId;
  };

  it('answers its health check', async () => {
    await expect(h.request<HealthReport>(healthSubject('billing'), {})).resolves.toEqual({
      service: 'billing', ok: true, checks: { database: true, nats: true },
    });
  });

  it('shows zero for a user it has never seen', async () => {
    const userId = randomUUID();
    await expect(balance(userId)).resolves.toEqual({ userId, balanceMicros: 0, balance: 0, heldMicros: 0, topupsMicros: 0 });
  });

  it('answers many users\' balances at once, and validates the list', async () => {
    const rich = await funded(3 * DOLLAR);
    const nobody = randomUUID();
    await expect(h.request<BalanceView[]>(BillingSubjects.balances, { userIds: [rich, nobody] })).resolves.toEqual([
      { userId: rich, balanceMicros: 3 * DOLLAR, balance: 3, heldMicros: 0, topupsMicros: 0 },
      { userId: nobody, balanceMicros: 0, balance: 0, heldMicros: 0, topupsMicros: 0 },
    ]);
    expect((await h.failure(BillingSubjects.balances, { userIds: ['not-a-uuid'] })).code).toBe(ErrorCode.Invalid);
    expect((await h.failure(BillingSubjects.balances, { userIds: Array.from({ length: 201 }, () => randomUUID()) })).fields).toEqual({ userIds: 'max' });
  });

  describe('charge', () => {
    it('takes money at once, or refuses with 402 when it is not there', async () => {
      const userId = await funded(3 * DOLLAR);
      const receipt = await charge(userId, 2_000_000);
      expect(receipt).toMatchObject({
        userId, balanceMicros: DOLLAR, balance: 1, transfers: [{ kind: 'charge', amountMicros: 2_000_000, reference: 'rental:test', refundOf: null }],
      });
      const error = await h.failure(BillingSubjects.charge, { userId, amountMicros: DOLLAR + 1, reference: 'x', idempotencyKey: newKey() });
      expect([error.code, error.message]).toEqual([ErrorCode.InsufficientBalance, 'Insufficient balance to complete the transaction']);
      expect(await balance(userId)).toMatchObject({ balanceMicros: DOLLAR });
    });

    it('charges once per key, however often and however concurrently it is asked', async () => {
      const userId = await funded(3 * DOLLAR);
      const key = newKey();
      const receipts = await Promise.all(Array.from({ length: 6 }, () => charge(userId, DOLLAR, key)));
      for (const receipt of receipts) expect(receipt).toEqual(receipts[0]);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 2 * DOLLAR });
      expect((await h.failure(BillingSubjects.charge, { userId, amountMicros: 2, reference: 'rental:test', idempotencyKey: key })).code).toBe(
        ErrorCode.IdempotencyConflict,
      );
    });

    it('never takes a wallet below zero, whatever runs at once', async () => {
      const userId = await funded(5 * DOLLAR);
      const results = await Promise.allSettled(Array.from({ length: 12 }, () => charge(userId, 700_000)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 5 * DOLLAR - 7 * 700_000 });
    });
  });

  describe('refund', () => {
    it('gives back parts of a charge up to all of it, and no more', async () => {
      const userId = await funded(10 * DOLLAR);
      const [charged] = (await charge(userId, 4 * DOLLAR)).transfers;
      const refund = (amountMicros?: number) =>
        h.request<LedgerReceipt>(BillingSubjects.refund, { userId, transferId: charged.transferId, amountMicros, reason: 'number dead', idempotencyKey: newKey() });
      await expect(refund(DOLLAR)).resolves.toMatchObject({
        balanceMicros: 7 * DOLLAR,
        transfers: [{ kind: 'refund', amountMicros: DOLLAR, refundOf: charged.transferId, reason: 'number dead', reference: 'rental:test' }],
      });
      const over = await h.failure(BillingSubjects.refund, { userId, transferId: charged.transferId, amountMicros: 3 * DOLLAR + 1, idempotencyKey: newKey() });
      expect([over.code, over.message, over.fields]).toEqual([ErrorCode.RefundExceedsCharge, 'At most 3 of this charge can still be refunded', { amountMicros: 'max' }]);
      // Without an amount: what is left.
      await expect(refund()).resolves.toMatchObject({ balanceMicros: 10 * DOLLAR, transfers: [{ amountMicros: 3 * DOLLAR }] });
      const done = await h.failure(BillingSubjects.refund, { userId, transferId: charged.transferId, amountMicros: 1, idempotencyKey: newKey() });
      expect([done.code, done.message]).toEqual([ErrorCode.RefundExceedsCharge, 'This charge is already fully refunded']);
    });

    it('never refunds more than the charge when refunds race', async () => {
      const userId = await funded(10 * DOLLAR);
      const [charged] = (await charge(userId, 3 * DOLLAR)).transfers;
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          h.request(BillingSubjects.refund, { userId, transferId: charged.transferId, amountMicros: 700_000, idempotencyKey: newKey() }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
      for (const r of results) if (r.status === 'rejected') expect(r.reason.code).toBe(ErrorCode.RefundExceedsCharge);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 7 * DOLLAR + 4 * 700_000 });
    });

    it('refunds a captured hold', async () => {
      const userId = await funded(5 * DOLLAR);
      const held = await h.request<HoldReceipt>(BillingSubjects.hold, { userId, amountMicros: 2 * DOLLAR, reference: 'activation:9', idempotencyKey: newKey() });
      const posted = await h.request<HoldReceipt>(BillingSubjects.post, { holdId: held.hold.holdId, amountMicros: 1_500_000, idempotencyKey: newKey() });
      const capture = posted.transfers.find((t) => t.kind === 'hold_capture');
      const refunded = await h.request<LedgerReceipt>(BillingSubjects.refund, { userId, transferId: capture?.transferId, idempotencyKey: newKey() });
      expect(refunded).toMatchObject({ balanceMicros: 5 * DOLLAR, transfers: [{ amountMicros: 1_500_000, reference: 'activation:9' }] });
    });

    it('refunds only charges and captures of the user named', async () => {
      const userId = await funded(5 * DOLLAR);
      const other = await funded(5 * DOLLAR);
      const [charged] = (await charge(userId, DOLLAR)).transfers;
      const [topup] = (await h.fund(userId, DOLLAR)).transfers;
      for (const body of [
        { userId: other, transferId: charged.transferId },
        { userId, transferId: topup.transferId },
        { userId, transferId: randomUUID() },
      ]) {
        const error = await h.failure(BillingSubjects.refund, { ...body, idempotencyKey: newKey() });
        expect([error.code, error.fields]).toEqual([ErrorCode.TransferNotFound, { transferId: 'notFound' }]);
      }
    });
  });

  describe('credit', () => {
    it('credits a paid top-up from the provider, less its fee, plus cashback', async () => {
      const userId = randomUUID();
      const before = { fees: await accountBalance('fees'), cashback: await accountBalance('cashback') };
      const receipt = await h.request<LedgerReceipt>(BillingSubjects.credit, {
        userId, provider: 'payeer', amountMicros: 1000 * DOLLAR, feeMicros: 10 * DOLLAR, cashbackMicros: 150 * DOLLAR, reference: 'topup:1',
        idempotencyKey: newKey(),
      });
      expect(receipt.transfers.map((t) => [t.kind, t.amountMicros])).toEqual([
        ['topup', 990 * DOLLAR],
        ['topup_fee', 10 * DOLLAR],
        ['cashback', 150 * DOLLAR],
      ]);
      expect(receipt).toMatchObject({ balanceMicros: 1140 * DOLLAR, balance: 1140 });
      expect(await accountBalance('clearing:payeer')).toBe(-1000 * DOLLAR);
      expect(await accountBalance('fees')).toBe(before.fees + 10 * DOLLAR);
      expect(await accountBalance('cashback')).toBe(before.cashback - 150 * DOLLAR);
      await waitFor(async () => h.events.find((e) => e.userId === userId && e.balanceMicros === 1140 * DOLLAR), 'the balance event');
    });

    it('refuses a fee that eats the whole amount, and an unknown provider name', async () => {
      const userId = randomUUID();
      const body = { userId, provider: 'stripe', amountMicros: DOLLAR, reference: 'topup:2', idempotencyKey: newKey() };
      expect((await h.failure(BillingSubjects.credit, { ...body, feeMicros: DOLLAR })).fields).toEqual({ feeMicros: 'max' });
      expect((await h.failure(BillingSubjects.credit, { ...body, provider: 'Bad Name' })).fields).toEqual({ provider: 'provider' });
      expect(await balance(userId)).toMatchObject({ balanceMicros: 0 });
    });
  });

  describe('adjust', () => {
    it('adds and takes money with a recorded reason, never below zero', async () => {
      const userId = randomUUID();
      const adminId = randomUUID();
      const adjust = (amountMicros: number) =>
        h.request<LedgerReceipt>(BillingSubjects.adjust, { userId, amountMicros, reason: 'support ticket 42', adminId, idempotencyKey: newKey() });
      await expect(adjust(3 * DOLLAR)).resolves.toMatchObject({
        balanceMicros: 3 * DOLLAR, transfers: [{ kind: 'adjustment', amountMicros: 3 * DOLLAR, reason: 'support ticket 42', reference: `admin:${adminId}` }],
      });
      await expect(adjust(-DOLLAR)).resolves.toMatchObject({ balanceMicros: 2 * DOLLAR });
      const error = await h.failure(BillingSubjects.adjust, { userId, amountMicros: -2 * DOLLAR - 1, reason: 'too much', idempotencyKey: newKey() });
      expect(error.code).toBe(ErrorCode.InsufficientBalance);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 2 * DOLLAR });
    });

    it('refuses a zero adjustment and one without a reason', async () => {
      const body = { userId: randomUUID(), amountMicros: 0, reason: 'r', idempotencyKey: newKey() };
      expect((await h.failure(BillingSubjects.adjust, body)).fields).toEqual({ amountMicros: 'min' });
      expect((await h.failure(BillingSubjects.adjust, { ...body, amountMicros: 5, reason: '' })).fields).toEqual({ reason: 'format' });
    });
  });

  it('announces each new balance once, after commit, and nothing for refused requests', async () => {
    const userId = await funded(2 * DOLLAR);
    await charge(userId, DOLLAR);
    await h.failure(BillingSubjects.charge, { userId, amountMicros: 5 * DOLLAR, reference: 'x', idempotencyKey: newKey() });
    const key = newKey();
    await charge(userId, 500_000, key);
    await charge(userId, 500_000, key);
    const mine = () => h.events.filter((e) => e.userId === userId);
    await waitFor(async () => (mine().length >= 3 ? true : undefined), 'three balance events');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mine().map((e) => e.balanceMicros)).toEqual([2 * DOLLAR, DOLLAR, 500_000]);
    expect(await h.dataSource.query(`SELECT 1 FROM billing.outbox`)).toHaveLength(0);
  });
});
