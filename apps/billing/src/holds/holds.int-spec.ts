import {
  BalanceView, BillingSubjects, ErrorCode, HoldReceipt, HoldView, LedgerReceipt,
} from '@simrelay/contracts';
import { auditLedger, waitFor } from '@simrelay/testing';
import { randomUUID } from 'node:crypto';
import { BillingHarness, newKey, startBillingHarness } from '../testing/billing-harness';

const DOLLAR = 1_000_000;


describe('billing: holds over NATS', () => {
  let h: BillingHarness;

  beforeAll(async () => {
    h = await startBillingHarness();
  });
  afterAll(async () => {
    expect(await auditLedger((sql) => h.dataSource.query(sql))).toEqual([]);
    await h.close();
  });

  const balance = (userId: string) => h.request<BalanceView>(BillingSubjects.balance, { userId });
  const hold = (userId: string, amountMicros: number, extra: object = {}) =>
    h.request<HoldReceipt>(BillingSubjects.hold, { userId, amountMicros, reference: 'activation:test', idempotencyKey: newKey(), ...extra });
  const funded = async (micros: number): Promise<string> => {
    const userId = randomUUID();
    await h.fund(userId, micros);
    return userId;
  };

  describe('hold', () => {
    it('refuses more than the wallet has with 402 and reserves nothing', async () => {
      const stranger = randomUUID();
      const none = await h.failure(BillingSubjects.hold, { userId: stranger, amountMicros: 1, reference: 'r', idempotencyKey: newKey() });
      expect([none.code, none.message]).toEqual([ErrorCode.InsufficientBalance, 'Insufficient balance to complete the transaction']);

      const userId = await funded(5 * DOLLAR);
      const short = await h.failure(BillingSubjects.hold, { userId, amountMicros: 5 * DOLLAR + 1, reference: 'r', idempotencyKey: newKey() });
      expect(short.code).toBe(ErrorCode.InsufficientBalance);
      expect(await balance(userId)).toEqual({ userId, balanceMicros: 5 * DOLLAR, balance: 5, heldMicros: 0, topupsMicros: 0 });
      expect(await h.dataSource.query(`SELECT 1 FROM billing.holds WHERE user_id = $1`, [userId])).toHaveLength(0);
    });

    it('moves the money out of the available balance into the held one, and says so', async () => {
      const userId = await funded(10 * DOLLAR);
      const receipt = await hold(userId, 2_500_000, { expiresAt: new Date(Date.now() + 900_000).toISOString() });
      expect(receipt).toMatchObject({
        hold: { userId, status: 'active', amountMicros: 2_500_000, capturedMicros: null, reference: 'activation:test', settledAt: null },
        transfers: [{ kind: 'hold', amountMicros: 2_500_000, holdId: receipt.hold.holdId }],
        balanceMicros: 7_500_000,
        balance: 7.5,
      });
      expect(await balance(userId)).toMatchObject({ balanceMicros: 7_500_000, balance: 7.5, heldMicros: 2_500_000 });
      await waitFor(async () => h.events.find((e) => e.userId === userId && e.balanceMicros === 7_500_000) ?? undefined, 'the balance event');
      await expect(h.request<HoldView>(BillingSubjects.getHold, { holdId: receipt.hold.holdId })).resolves.toEqual(receipt.hold);
    });

    it('answers a repeated request with the first result and moves nothing more', async () => {
      const userId = await funded(3 * DOLLAR);
      const request = { userId, amountMicros: DOLLAR, reference: 'activation:1', idempotencyKey: newKey() };
      const first = await h.request<HoldReceipt>(BillingSubjects.hold, request);
      const again = await Promise.all([1, 2, 3].map(() => h.request<HoldReceipt>(BillingSubjects.hold, request)));
      for (const receipt of again) expect(receipt).toEqual(first);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 2 * DOLLAR, heldMicros: DOLLAR });
    });

    it('holds once when the same request arrives many times at once', async () => {
      const userId = await funded(3 * DOLLAR);
      const request = { userId, amountMicros: DOLLAR, reference: 'activation:2', idempotencyKey: newKey() };
      const receipts = await Promise.all(Array.from({ length: 8 }, () => h.request<HoldReceipt>(BillingSubjects.hold, request)));
      expect(new Set(receipts.map((r) => r.hold.holdId)).size).toBe(1);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 2 * DOLLAR, heldMicros: DOLLAR });
    });

    it('refuses a key already used for a different request', async () => {
      const userId = await funded(3 * DOLLAR);
      const request = { userId, amountMicros: DOLLAR, reference: 'activation:3', idempotencyKey: newKey() };
      await h.request(BillingSubjects.hold, request);
      for (const [subject, body] of [
        [BillingSubjects.hold, { ...request, amountMicros: DOLLAR + 1 }],
        [BillingSubjects.hold, { ...request, expiresAt: new Date().toISOString() }],
        [BillingSubjects.charge, request],
      ] as const) {
        const error = await h.failure(subject, body);
        expect([error.code, error.fields]).toEqual([ErrorCode.IdempotencyConflict, { idempotencyKey: 'conflict' }]);
      }
      expect(await balance(userId)).toMatchObject({ balanceMicros: 2 * DOLLAR, heldMicros: DOLLAR });
    });

    it('lets a refused request be asked again with its key once the money is there', async () => {
      const userId = randomUUID();
      const request = { userId, amountMicros: DOLLAR, reference: 'activation:4', idempotencyKey: newKey() };
      expect((await h.failure(BillingSubjects.hold, request)).code).toBe(ErrorCode.InsufficientBalance);
      await h.fund(userId, DOLLAR);
      await expect(h.request<HoldReceipt>(BillingSubjects.hold, request)).resolves.toMatchObject({ balanceMicros: 0 });
    });

    it.each([
      [{ idempotencyKey: 'short' }, { idempotencyKey: 'idempotencyKey' }],
      [{ idempotencyKey: 'has/slash-inside' }, { idempotencyKey: 'idempotencyKey' }],
      [{ amountMicros: 0 }, { amountMicros: 'min' }],
      [{ amountMicros: 1.5 }, { amountMicros: 'format' }],
      [{ amountMicros: '100' }, { amountMicros: 'format' }],
      [{ userId: 'nobody' }, { userId: 'format' }],
      [{ expiresAt: 'tomorrow' }, { expiresAt: 'format' }],
      [{ reference: '' }, { reference: 'format' }],
      [{ extra: true }, { extra: 'unknown' }],
    ])('refuses %j with %j', async (change, fields) => {
      const body = { userId: randomUUID(), amountMicros: DOLLAR, reference: 'r', idempotencyKey: newKey(), ...change };
      const error = await h.failure(BillingSubjects.hold, body);
      expect([error.code, error.fields]).toEqual([ErrorCode.Invalid, fields]);
    });
  });

  describe('post and void', () => {
    it('posts the whole hold to revenue; the wallet keeps what it had', async () => {
      const userId = await funded(5 * DOLLAR);
      const { hold: held } = await hold(userId, 2 * DOLLAR);
      const posted = await h.request<HoldReceipt>(BillingSubjects.post, { holdId: held.holdId, idempotencyKey: newKey() });
      expect(posted).toMatchObject({
        hold: { holdId: held.holdId, status: 'posted', capturedMicros: 2 * DOLLAR },
        transfers: [{ kind: 'hold_capture', amountMicros: 2 * DOLLAR }],
        balanceMicros: 3 * DOLLAR,
      });
      expect(posted.hold.settledAt).not.toBeNull();
      expect(await balance(userId)).toMatchObject({ balanceMicros: 3 * DOLLAR, heldMicros: 0 });
    });

    it('captures part of a hold and gives the rest back', async () => {
      const userId = await funded(5 * DOLLAR);
      const { hold: held } = await hold(userId, 2 * DOLLAR);
      const posted = await h.request<HoldReceipt>(BillingSubjects.post, { holdId: held.holdId, amountMicros: 1_250_000, idempotencyKey: newKey() });
      expect(posted.transfers.map((t) => [t.kind, t.amountMicros])).toEqual([
        ['hold_capture', 1_250_000],
        ['hold_release', 750_000],
      ]);
      expect(posted).toMatchObject({ hold: { status: 'posted', capturedMicros: 1_250_000 }, balanceMicros: 3_750_000, balance: 3.75 });
      expect(await balance(userId)).toMatchObject({ balanceMicros: 3_750_000, heldMicros: 0 });
    });

    it('refuses to capture more than was held', async () => {
      const userId = await funded(5 * DOLLAR);
      const { hold: held } = await hold(userId, DOLLAR);
      const error = await h.failure(BillingSubjects.post, { holdId: held.holdId, amountMicros: DOLLAR + 1, idempotencyKey: newKey() });
      expect([error.code, error.fields]).toEqual([ErrorCode.Invalid, { amountMicros: 'max' }]);
      await expect(h.request<HoldView>(BillingSubjects.getHold, { holdId: held.holdId })).resolves.toMatchObject({ status: 'active' });
    });

    it('settles a hold once: a second post or a void is refused, the same post repeated answers as the first', async () => {
      const userId = await funded(5 * DOLLAR);
      const { hold: held } = await hold(userId, DOLLAR);
      const post = { holdId: held.holdId, amountMicros: 600_000, idempotencyKey: newKey() };
      const first = await h.request<HoldReceipt>(BillingSubjects.post, post);
      await expect(h.request<HoldReceipt>(BillingSubjects.post, post)).resolves.toEqual(first);
      const again = await h.failure(BillingSubjects.post, { ...post, idempotencyKey: newKey() });
      expect([again.code, again.message, again.fields]).toEqual([ErrorCode.HoldNotActive, 'This hold is already posted', { holdId: 'posted' }]);
      expect((await h.failure(BillingSubjects.void, { holdId: held.holdId, idempotencyKey: newKey() })).code).toBe(ErrorCode.HoldNotActive);
      expect((await h.failure(BillingSubjects.post, { ...post, amountMicros: 500_000 })).code).toBe(ErrorCode.IdempotencyConflict);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 4_400_000, heldMicros: 0 });
    });

    it('voids a hold back to the wallet; a post after the void is refused', async () => {
      const userId = await funded(5 * DOLLAR);
      const { hold: held } = await hold(userId, 2 * DOLLAR);
      const voided = await h.request<HoldReceipt>(BillingSubjects.void, { holdId: held.holdId, idempotencyKey: newKey() });
      expect(voided).toMatchObject({
        hold: { status: 'voided', capturedMicros: null },
        transfers: [{ kind: 'hold_release', amountMicros: 2 * DOLLAR }],
        balanceMicros: 5 * DOLLAR,
      });
      const error = await h.failure(BillingSubjects.post, { holdId: held.holdId, idempotencyKey: newKey() });
      expect([error.code, error.message]).toEqual([ErrorCode.HoldNotActive, 'This hold is already voided']);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 5 * DOLLAR, heldMicros: 0 });
    });

    it('answers one post sent many times at once with the same receipt, never "already posted"', async () => {
      const userId = await funded(5 * DOLLAR);
      const { hold: held } = await hold(userId, DOLLAR);
      const post = { holdId: held.holdId, idempotencyKey: newKey() };
      // The repeats wait for the first one's claim, then answer what it answered.
      const receipts = await Promise.all(Array.from({ length: 8 }, () => h.request<HoldReceipt>(BillingSubjects.post, post)));
      for (const receipt of receipts) expect(receipt).toEqual(receipts[0]);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 4 * DOLLAR, heldMicros: 0 });
    });

    it('lets exactly one of many racing posts and voids settle a hold', async () => {
      const userId = await funded(5 * DOLLAR);
      const { hold: held } = await hold(userId, 2 * DOLLAR);
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          h.request<HoldReceipt>(i % 2 ? BillingSubjects.void : BillingSubjects.post, { holdId: held.holdId, idempotencyKey: newKey() }),
        ),
      );
      const won = results.filter((r): r is PromiseFulfilledResult<HoldReceipt> => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason.code).toBe(ErrorCode.HoldNotActive);
      const expected = won[0].value.hold.status === 'posted' ? 3 * DOLLAR : 5 * DOLLAR;
      expect(await balance(userId)).toMatchObject({ balanceMicros: expected, heldMicros: 0 });
    });

    it('never lets concurrent holds take more than the wallet has', async () => {
      const userId = await funded(10 * DOLLAR);
      const results = await Promise.allSettled(Array.from({ length: 25 }, () => hold(userId, 700_000)));
      const won = results.filter((r) => r.status === 'fulfilled').length;
      expect(won).toBe(14);
      for (const r of results) if (r.status === 'rejected') expect(r.reason.code).toBe(ErrorCode.InsufficientBalance);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 10 * DOLLAR - 14 * 700_000, heldMicros: 14 * 700_000 });
    });

    it('answers 404 for a hold it does not know', async () => {
      const holdId = randomUUID();
      for (const [subject, body] of [
        [BillingSubjects.post, { holdId, idempotencyKey: newKey() }],
        [BillingSubjects.void, { holdId, idempotencyKey: newKey() }],
        [BillingSubjects.getHold, { holdId }],
      ] as const) {
        expect((await h.failure(subject, body)).code).toBe(ErrorCode.HoldNotFound);
      }
    });

    it('emits no event for a full capture (the available balance did not move) and one for a release', async () => {
      const userId = await funded(5 * DOLLAR);
      const a = await hold(userId, DOLLAR);
      const b = await hold(userId, DOLLAR);
      await h.request<HoldReceipt>(BillingSubjects.post, { holdId: a.hold.holdId, idempotencyKey: newKey() });
      await h.request<LedgerReceipt>(BillingSubjects.void, { holdId: b.hold.holdId, idempotencyKey: newKey() });
      const mine = () => h.events.filter((e) => e.userId === userId).map((e) => e.balanceMicros);
      await waitFor(async () => (mine().length >= 4 ? true : undefined), 'the void event');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mine()).toEqual([5, 4, 3, 4].map((d) => d * DOLLAR));
    });
  });

  describe('a transaction that fails in the statement carrying its BEGIN or its COMMIT', () => {
    // Triggers refuse the first statement (the claim) or the last (the writes) of chosen requests.
    beforeAll(async () => {
      await h.dataSource.query(`CREATE FUNCTION billing.refuse_in_test() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF to_jsonb(NEW) ->> TG_ARGV[0] LIKE TG_ARGV[1] THEN
            RAISE EXCEPTION 'refused by the test';
          END IF;
          RETURN NEW;
        END $$`);
      for (const [table, column, pattern] of [['idempotency', 'key', 'refuse-claim-%'], ['holds', 'reference', 'refuse-writes']]) {
        await h.dataSource.query(`CREATE TRIGGER refuse_in_test BEFORE INSERT ON billing.${table} FOR EACH ROW EXECUTE FUNCTION billing.refuse_in_test('${column}', '${pattern}')`);
      }
    });
    afterAll(async () => {
      for (const table of ['idempotency', 'holds']) await h.dataSource.query(`DROP TRIGGER refuse_in_test ON billing.${table}`);
      await h.dataSource.query(`DROP FUNCTION billing.refuse_in_test()`);
    });

    it('leaves nothing behind, and the connection serves the next request in a transaction of its own', async () => {
      const userId = await funded(5 * DOLLAR);
      const writesKey = newKey();
      const refused = [
        await h.failure(BillingSubjects.hold, { userId, amountMicros: DOLLAR, reference: 'activation:x', idempotencyKey: `refuse-claim-${newKey()}` }),
        await h.failure(BillingSubjects.hold, { userId, amountMicros: DOLLAR, reference: 'refuse-writes', idempotencyKey: writesKey }),
      ];
      expect(refused.map((e) => e.code)).toEqual([ErrorCode.Internal, ErrorCode.Internal]);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 5 * DOLLAR, heldMicros: 0 });
      expect(await h.dataSource.query(`SELECT 1 FROM billing.idempotency WHERE key = $1`, [writesKey])).toHaveLength(0);
      // A connection left inside the failed transaction would refuse what comes next (25P02), or
      // fold it into that transaction: each hold after must stand on its own.
      for (let i = 0; i < 12; i++) await hold(userId, 100_000);
      expect(await balance(userId)).toMatchObject({ balanceMicros: 5 * DOLLAR - 1_200_000, heldMicros: 1_200_000 });
      const rows: Array<{ xmin: string }> = await h.dataSource.query(`SELECT xmin::text FROM billing.holds WHERE user_id = $1`, [userId]);
      expect(new Set(rows.map((r) => r.xmin)).size).toBe(12);
    });
  });
});
