import { auditLedger } from '@simrelay/testing';
import {
  BalanceView, BillingSubjects, DomainError, ErrorCode, HoldReceipt, LedgerReceipt,
} from '@simrelay/contracts';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { BillingHarness, startBillingHarness } from '../testing/billing-harness';

/**
 * Random concurrent traffic through the real NATS API against the real database: every
 * run gives three fresh users some money, then fires random holds, posts, voids, charges,
 * refunds, credits, adjustments, replays and conflicting replays in parallel batches, some
 * holds expiring under the sweeper meanwhile. After each run the ledger is audited and the
 * service's answers are checked against each other.
 */

const USERS = 3;
const DOLLAR = 1_000_000;

type Op =
  | { type: 'credit'; user: number; amount: number; feePct: number; cashback: boolean }
  | { type: 'hold'; user: number; amount: number; expiresInMs: number | null }
  | { type: 'post'; pick: number; capturePct: number | null }
  | { type: 'void'; pick: number }
  | { type: 'charge'; user: number; amount: number }
  | { type: 'refund'; pick: number; pct: number | null }
  | { type: 'adjust'; user: number; amount: number }
  | { type: 'replay'; pick: number }
  | { type: 'conflict'; pick: number };

type Kind = 'credit' | 'hold' | 'post' | 'void' | 'charge' | 'refund' | 'adjust';

const user = fc.nat({ max: USERS - 1 });
const amount = fc.integer({ min: 1, max: 15 * DOLLAR });
const pct = fc.integer({ min: 1, max: 100 });
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ type: fc.constant('credit' as const), user, amount: fc.integer({ min: DOLLAR, max: 40 * DOLLAR }), feePct: fc.nat({ max: 3 }), cashback: fc.boolean() }) },
  { weight: 6, arbitrary: fc.record({ type: fc.constant('hold' as const), user, amount, expiresInMs: fc.option(fc.integer({ min: -200, max: 1500 }), { nil: null }) }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('post' as const), pick: fc.nat(), capturePct: fc.option(pct, { nil: null }) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('void' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('charge' as const), user, amount }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('refund' as const), pick: fc.nat(), pct: fc.option(pct, { nil: null }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('adjust' as const), user, amount: fc.integer({ min: -10 * DOLLAR, max: 10 * DOLLAR }).filter((n) => n !== 0) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('replay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('conflict' as const), pick: fc.nat() }) },
);
const scenario = fc.record({
  funding: fc.array(fc.integer({ min: 5 * DOLLAR, max: 60 * DOLLAR }), { minLength: USERS, maxLength: USERS }),
  ops: fc.array(opArbitrary, { minLength: 100, maxLength: 250 }),
  batchSize: fc.integer({ min: 6, max: 30 }),
});

/** Errors a request may meet under concurrency; anything else is a failure. */
const ALLOWED: Record<Kind, ErrorCode[]> = {
  credit: [],
  hold: [ErrorCode.InsufficientBalance],
  post: [ErrorCode.HoldNotActive],
  void: [ErrorCode.HoldNotActive],
  charge: [ErrorCode.InsufficientBalance],
  refund: [ErrorCode.RefundExceedsCharge],
  adjust: [ErrorCode.InsufficientBalance],
};

const SUBJECT: Record<Kind, string> = {
  credit: BillingSubjects.credit, hold: BillingSubjects.hold, post: BillingSubjects.post, void: BillingSubjects.void,
  charge: BillingSubjects.charge, refund: BillingSubjects.refund, adjust: BillingSubjects.adjust,
};

interface Request {
  kind: Kind;
  body: Record<string, unknown>;
  /** Another request's key: it may meet IdempotencyConflict. */
  reused: boolean;
}

interface HoldFact {
  holdId: string;
  userId: string;
  amount: number;
}

const pick = <T>(list: T[], index: number): T | undefined => (list.length ? list[index % list.length] : undefined);
const compact = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null));

/** One run: fresh users, the scenario's traffic, then every check. */
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

async function runScenario(h: BillingHarness, s: Scenario): Promise<void> {
  const users: string[] = Array.from({ length: USERS }, () => randomUUID());
  const run = randomUUID().slice(0, 8);
  let counter = 0;
  const key = () => `prop-${run}-${++counter}`;

  /** What each user owns (wallet + holds), from the answers alone. */
  const owned = new Map(users.map((u) => [u, 0]));
  const own = (userId: string, delta: number) => owned.set(userId, (owned.get(userId) ?? 0) + delta);
  const holds: HoldFact[] = [];
  const refundable: Array<{ transferId: string; userId: string; amount: number }> = [];
  const settled = new Map<string, { status: 'posted' | 'voided'; captured: number | null }>();
  const sent: Request[] = [];
  /** Per key: the body that succeeded under it and its answer. */
  const succeeded = new Map<string, { body: Record<string, unknown>; result: unknown }>();
  const usedKeys = new Set<string>();

  const build = (op: Op): Request | undefined => {
    switch (op.type) {
      case 'credit': {
        const fee = Math.floor((op.amount * op.feePct) / 100);
        const cashback = op.cashback ? Math.floor(op.amount * 0.15) : 0;
        return { kind: 'credit', reused: false, body: compact({ userId: users[op.user], provider: 'prop', amountMicros: op.amount, feeMicros: fee || undefined, cashbackMicros: cashback || undefined, reference: 'topup:prop', idempotencyKey: key() }) };
      }
      case 'hold':
        return {
          kind: 'hold', reused: false,
          body: compact({ userId: users[op.user], amountMicros: op.amount, reference: 'activation:prop', expiresAt: op.expiresInMs === null ? undefined : new Date(Date.now() + op.expiresInMs).toISOString(), idempotencyKey: key() }),
        };
      case 'post': {
        const hold = pick(holds, op.pick);
        if (!hold) return undefined;
        const captured = op.capturePct === null ? undefined : Math.max(1, Math.floor((hold.amount * op.capturePct) / 100));
        return { kind: 'post', reused: false, body: compact({ holdId: hold.holdId, amountMicros: captured, idempotencyKey: key() }) };
      }
      case 'void': {
        const hold = pick(holds, op.pick);
        return hold && { kind: 'void', reused: false, body: { holdId: hold.holdId, idempotencyKey: key() } };
      }
      case 'charge':
        return { kind: 'charge', reused: false, body: { userId: users[op.user], amountMicros: op.amount, reference: 'rental:prop', idempotencyKey: key() } };
      case 'refund': {
        const charge = pick(refundable, op.pick);
        if (!charge) return undefined;
        const amountMicros = op.pct === null ? undefined : Math.max(1, Math.floor((charge.amount * op.pct) / 100));
        return { kind: 'refund', reused: false, body: compact({ userId: charge.userId, transferId: charge.transferId, amountMicros, idempotencyKey: key() }) };
      }
      case 'adjust':
        return { kind: 'adjust', reused: false, body: { userId: users[op.user], amountMicros: op.amount, reason: 'property test', idempotencyKey: key() } };
      case 'replay': {
        const earlier = pick(sent, op.pick);
        return earlier && { ...earlier, reused: true };
      }
      case 'conflict': {
        const earlier = pick(sent, op.pick);
        if (!earlier) return undefined;
        // Same key, another payload: a different reference, reason, amount or hold.
        const body = { ...earlier.body };
        if ('reference' in body) body['reference'] = `${body['reference']}:changed`;
        else if ('reason' in body) body['reason'] = 'changed';
        else if (earlier.kind === 'void') body['holdId'] = randomUUID();
        else body['amountMicros'] = 1;
        return { kind: earlier.kind, body, reused: true };
      }
    }
  };

  const effects = (req: Request, result: unknown): void => {
    const b = req.body;
    switch (req.kind) {
      case 'credit':
        own(b['userId'] as string, (b['amountMicros'] as number) - ((b['feeMicros'] as number) ?? 0) + ((b['cashbackMicros'] as number) ?? 0));
        break;
      case 'hold': {
        const receipt = result as HoldReceipt;
        holds.push({ holdId: receipt.hold.holdId, userId: receipt.hold.userId, amount: receipt.hold.amountMicros });
        break;
      }
      case 'post':
      case 'void': {
        const receipt = result as HoldReceipt;
        const holdId = receipt.hold.holdId;
        if (settled.has(holdId)) throw new Error(`hold ${holdId} was settled twice: ${settled.get(holdId)?.status}, then ${receipt.hold.status}`);
        settled.set(holdId, { status: receipt.hold.status as 'posted' | 'voided', captured: receipt.hold.capturedMicros });
        if (req.kind === 'post') {
          own(receipt.hold.userId, -(receipt.hold.capturedMicros ?? NaN));
          const capture = receipt.transfers.find((t) => t.kind === 'hold_capture');
          if (capture) refundable.push({ transferId: capture.transferId, userId: receipt.hold.userId, amount: capture.amountMicros });
        }
        break;
      }
      case 'charge': {
        const [transfer] = (result as LedgerReceipt).transfers;
        own(b['userId'] as string, -transfer.amountMicros);
        refundable.push({ transferId: transfer.transferId, userId: b['userId'] as string, amount: transfer.amountMicros });
        break;
      }
      case 'refund':
        own(b['userId'] as string, (result as LedgerReceipt).transfers[0].amountMicros);
        break;
      case 'adjust':
        own(b['userId'] as string, b['amountMicros'] as number);
        break;
    }
  };

  const execute = async (requests: Request[]): Promise<void> => {
    const outcomes = await Promise.allSettled(requests.map((r) => h.request<unknown>(SUBJECT[r.kind], r.body)));
    // Keys that already had a success before this batch: their answers are fixed.
    const before = new Map(succeeded);
    outcomes.forEach((outcome, i) => {
      const req = requests[i];
      const k = req.body['idempotencyKey'] as string;
      usedKeys.add(k);
      const first = before.get(k) ?? succeeded.get(k);
      if (outcome.status === 'fulfilled') {
        if (first) {
          if (!isDeepStrictEqual(first.body, req.body)) throw new Error(`key ${k} answered two different requests`);
          expect(outcome.value).toEqual(first.result);
          return;
        }
        succeeded.set(k, { body: req.body, result: outcome.value });
        effects(req, outcome.value);
        return;
      }
      const error = outcome.reason as DomainError;
      if (!(error instanceof DomainError)) throw error;
      // A reused key may meet its first request; a changed void names a hold that does not exist.
      if (req.reused && ([ErrorCode.IdempotencyConflict, ErrorCode.HoldNotFound] as ErrorCode[]).includes(error.code)) return;
      if (before.get(k) && isDeepStrictEqual(before.get(k)?.body, req.body)) {
        throw new Error(`a repeat of a request that succeeded failed with ${error.code}`);
      }
      if (!ALLOWED[req.kind].includes(error.code)) throw new Error(`${req.kind} ${JSON.stringify(req.body)} failed with ${error.code}: ${error.message}`);
    });
    for (const req of requests) if (!req.reused) sent.push(req);
  };

  await execute(s.funding.map((micros, i) => build({ type: 'credit', user: i, amount: micros, feePct: 0, cashback: false }) as Request));
  for (let start = 0; start < s.ops.length; start += s.batchSize) {
    const batch = s.ops.slice(start, start + s.batchSize).map(build).filter((r): r is Request => r !== undefined);
    await execute(batch);
  }

  // What the service says each user owns matches what its answers added up to.
  for (const userId of users) {
    const view = await h.request<BalanceView>(BillingSubjects.balance, { userId });
    expect(view.balanceMicros).toBeGreaterThanOrEqual(0);
    expect(view.heldMicros).toBeGreaterThanOrEqual(0);
    expect(view.balanceMicros + view.heldMicros).toBe(owned.get(userId));
  }
  // A hold is settled as its one successful post or void said, or by nobody (active or expired).
  const rows: Array<{ id: string; status: string; captured_micros: string | null }> = await h.dataSource.query(
    `SELECT id, status, captured_micros FROM billing.holds WHERE user_id = ANY($1)`,
    [users],
  );
  expect(rows).toHaveLength(holds.length);
  for (const row of rows) {
    const client = settled.get(row.id);
    if (client) expect([row.status, row.captured_micros === null ? null : Number(row.captured_micros)]).toEqual([client.status, client.captured]);
    else expect(['active', 'expired']).toContain(row.status);
  }
  // Exactly the keys that succeeded are recorded, each once.
  const [{ recorded }] = await h.dataSource.query(`SELECT COUNT(*)::int AS recorded FROM billing.idempotency WHERE key = ANY($1)`, [[...usedKeys]]);
  expect(recorded).toBe(succeeded.size);
  expect(await auditLedger((sql) => h.dataSource.query(sql))).toEqual([]);
}

jest.setTimeout(120_000);

describe('billing: ledger invariants under random concurrent traffic (fast-check)', () => {
  let h: BillingHarness;
  let requests = 0;

  beforeAll(async () => {
    h = await startBillingHarness({ HOLD_EXPIRY_SWEEP_MS: '100' });
    const request = h.request;
    h.request = <T>(subject: string, data: object): Promise<T> => {
      requests++;
      return request<T>(subject, data);
    };
  });
  afterAll(() => h.close());

  it('keeps the ledger balanced, wallets non-negative, holds settled once and keys used once', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, (s) => runScenario(h, s)),
      { seed: 20261122, numRuns: 25, endOnFailure: true },
    );
    // Thousands of operations in all, and the audit saw every one of them.
    expect(requests).toBeGreaterThan(3000);
    const [{ transfers }] = await h.dataSource.query(`SELECT COUNT(*)::int AS transfers FROM billing.transfers`);
    expect(transfers).toBeGreaterThan(1000);
  });
});
