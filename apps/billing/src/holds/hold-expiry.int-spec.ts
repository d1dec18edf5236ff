import { BalanceView, BillingSubjects, ErrorCode, HoldReceipt, HoldView } from '@simrelay/contracts';
import { auditLedger, waitFor } from '@simrelay/testing';
import { randomUUID } from 'node:crypto';
import { BillingHarness, newKey, startBillingHarness } from '../testing/billing-harness';

const DOLLAR = 1_000_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();


async function fundedUser(h: BillingHarness, micros: number): Promise<string> {
  const userId = randomUUID();
  await h.fund(userId, micros);
  return userId;
}

const holdFor = (h: BillingHarness, userId: string, amountMicros: number, expiresAt?: string) =>
  h.request<HoldReceipt>(BillingSubjects.hold, { userId, amountMicros, reference: 'activation:exp', expiresAt, idempotencyKey: newKey() });

const statusOf = async (h: BillingHarness, holdId: string) => (await h.request<HoldView>(BillingSubjects.getHold, { holdId })).status;

describe('billing: hold expiry, sweeping every 200 ms', () => {
  let h: BillingHarness;

  beforeAll(async () => {
    h = await startBillingHarness({ HOLD_EXPIRY_SWEEP_MS: '200' });
  });
  afterAll(async () => {
    expect(await auditLedger((sql) => h.dataSource.query(sql))).toEqual([]);
    await h.close();
  });

  it('voids a hold when its expiry passes and gives the money back', async () => {
    const userId = await fundedUser(h, 3 * DOLLAR);
    // Generous: still active when read back even on a loaded machine.
    const { hold } = await holdFor(h, userId, 2 * DOLLAR, inMs(5000));
    const keeper = await holdFor(h, userId, 500_000);
    expect(await statusOf(h, hold.holdId)).toBe('active');
    await waitFor(async () => ((await statusOf(h, hold.holdId)) === 'expired' ? true : undefined), 'the hold to expire', 60_000);
    const view = await h.request<HoldView>(BillingSubjects.getHold, { holdId: hold.holdId });
    expect(view.settledAt).not.toBeNull();
    expect(await h.request<BalanceView>(BillingSubjects.balance, { userId })).toMatchObject({ balanceMicros: 2_500_000, heldMicros: 500_000 });
    expect(await statusOf(h, keeper.hold.holdId)).toBe('active');
    await waitFor(async () => h.events.find((e) => e.userId === userId && e.balanceMicros === 2_500_000), 'the balance event');
    const error = await h.failure(BillingSubjects.post, { holdId: hold.holdId, idempotencyKey: newKey() });
    expect([error.code, error.message]).toEqual([ErrorCode.HoldNotActive, 'This hold is already expired']);
  });

  it('does not touch a hold posted before its expiry', async () => {
    const userId = await fundedUser(h, 3 * DOLLAR);
    // Generous, so that posting comes first even on a loaded machine.
    const expiresAt = inMs(3000);
    const { hold } = await holdFor(h, userId, DOLLAR, expiresAt);
    await h.request(BillingSubjects.post, { holdId: hold.holdId, idempotencyKey: newKey() });
    // A hold of another user expiring at the same moment: once the sweeper has voided it, it has been past ours too.
    const witness = await holdFor(h, await fundedUser(h, DOLLAR), 100_000, expiresAt);
    await waitFor(async () => ((await statusOf(h, witness.hold.holdId)) === 'expired' ? true : undefined), 'the sweep past the expiry', 10_000);
    expect(await statusOf(h, hold.holdId)).toBe('posted');
    expect(await h.request<BalanceView>(BillingSubjects.balance, { userId })).toMatchObject({ balanceMicros: 2 * DOLLAR, heldMicros: 0 });
  });

  it('voids each expired hold once when several replicas sweep the same ledger', async () => {
    const replicas = await Promise.all([h.startReplica(), h.startReplica()]);
    try {
      const userIds = await Promise.all([1, 2, 3].map(() => fundedUser(h, 50 * DOLLAR)));
      const holds = await Promise.all(Array.from({ length: 60 }, (_, i) => holdFor(h, userIds[i % 3], 100_000 + i, inMs(300 + (i % 7) * 50))));
      await waitFor(
        async () => {
          const [{ active }] = await h.dataSource.query(`SELECT COUNT(*)::int AS active FROM billing.holds WHERE status = 'active' AND id = ANY($1)`, [
            holds.map((r) => r.hold.holdId),
          ]);
          return active === 0 ? true : undefined;
        },
        'every hold to expire',
        60_000,
      );
      const releases = await h.dataSource.query(
        `SELECT hold_id, COUNT(*)::int AS n FROM billing.transfers WHERE kind = 'hold_release' AND hold_id = ANY($1) GROUP BY hold_id`,
        [holds.map((r) => r.hold.holdId)],
      );
      expect(releases).toHaveLength(60);
      expect(releases.every((r: { n: number }) => r.n === 1)).toBe(true);
      for (const userId of userIds) {
        expect(await h.request<BalanceView>(BillingSubjects.balance, { userId })).toMatchObject({ balanceMicros: 50 * DOLLAR, heldMicros: 0 });
      }
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
    }
  });
});

describe('billing: hold expiry across a restart (sweeping once a minute, and at start)', () => {
  let h: BillingHarness;

  beforeAll(async () => {
    h = await startBillingHarness({ HOLD_EXPIRY_SWEEP_MS: '60000' });
  });
  afterAll(async () => {
    expect(await auditLedger((sql) => h.dataSource.query(sql))).toEqual([]);
    await h.close();
  });

  it('refuses to post a hold past its expiry even before the sweep voids it; a void still settles it', async () => {
    const userId = await fundedUser(h, 3 * DOLLAR);
    const late = await holdFor(h, userId, DOLLAR, inMs(300));
    const voidable = await holdFor(h, userId, DOLLAR, inMs(300));
    await sleep(500);
    expect(await statusOf(h, late.hold.holdId)).toBe('active');
    const error = await h.failure(BillingSubjects.post, { holdId: late.hold.holdId, idempotencyKey: newKey() });
    expect([error.code, error.fields]).toEqual([ErrorCode.HoldNotActive, { holdId: 'expired' }]);
    await expect(h.request<HoldReceipt>(BillingSubjects.void, { holdId: voidable.hold.holdId, idempotencyKey: newKey() })).resolves.toMatchObject({
      hold: { status: 'voided' },
    });
  });

  it('voids holds that expired while the service was down as soon as it is back', async () => {
    const userId = await fundedUser(h, 3 * DOLLAR);
    const { hold } = await holdFor(h, userId, 2 * DOLLAR, inMs(1000));
    await h.stop();
    await sleep(1300);
    const [row] = await h.dataSource.query(`SELECT status FROM billing.holds WHERE id = $1`, [hold.holdId]);
    expect(row.status).toBe('active');
    await h.start();
    await waitFor(async () => ((await statusOf(h, hold.holdId)) === 'expired' ? true : undefined), 'the hold to expire after the restart', 15_000);
    expect(await h.request<BalanceView>(BillingSubjects.balance, { userId })).toMatchObject({ balanceMicros: 3 * DOLLAR, heldMicros: 0 });
  });
});
