import type { RentalView } from '@simrelay/contracts';
import { auditLedger, waitFor } from '@simrelay/testing';
import fc from 'fast-check';
import { Account, registerVerified } from './support/accounts';
import { gbSims, testSims } from './support/agent-reports';
import { advanceRentalsClock, DAY_MS, markForRent, rentalCalls, rentalsJudged } from './support/rentals';
import { startSystemWithSims, SystemWithSims } from './support/sim-system';

const RENT_SIMS = 10;
const RENTERS = 10;
const RENTS_EACH = 5;

/**
 * Rentals under pressure: many renters for few SIMs, repeats of the same paid request, and
 * random sequences of everything a renter (and time) can do, with the invariants read from
 * the databases afterwards: money moved exactly once, no SIM in two leases or in a lease and an
 * activation, never twice per service.
 */
describe('rentals under concurrency and random use', () => {
  let sut: SystemWithSims;
  const deSims = testSims(RENT_SIMS, 0, 'DE');
  const gbRent = gbSims(6, 200);
  const gbOneTime = gbSims(2, 300);
  let calls: ReturnType<typeof rentalCalls>;
  let heartbeat: NodeJS.Timeout | undefined;

  beforeAll(async () => {
    sut = await startSystemWithSims([...deSims, ...gbRent, ...gbOneTime], { varyClientAddress: true, env: { RPC_TIMEOUT_MS: '30000' } });
    // The whole run outlasts the offline threshold: the agent keeps reporting, as a real one does.
    heartbeat = setInterval(() => void sut.agent.status([...deSims, ...gbRent, ...gbOneTime]), 10_000);
    await markForRent(sut.system, sut.admin, [...deSims, ...gbRent]);
    calls = rentalCalls(sut.system);
  }, 180_000);
  afterAll(async () => {
    clearInterval(heartbeat);
    await sut?.stop();
  });

  const funded = async (amount: number): Promise<Account> => {
    const user = await registerVerified(sut.system);
    expect((await sut.fund(user._id, amount)).status).toBe(200);
    return user;
  };
  const micros = (dollars: number) => Math.round(dollars * 1_000_000);
  const balanceMicros = async (account: Account) => micros((await sut.system.http.get<{ balance: number }>('/users/balance', account.token)).body.balance);
  const rows = async (sql: string, params: unknown[] = []) => (await sut.db.query(sql, params)).rows;
  const ledgerHolds = async () => expect(await auditLedger(async <T>(sql: string) => (await sut.db.query(sql)).rows as T[])).toEqual([]);

  it(`leases ${RENT_SIMS} SIMs, all different, to ${RENTERS * RENTS_EACH} simultaneous rent requests and refuses the rest with 409`, async () => {
    const price = (await sut.system.http.get<{ rows: Array<{ service: string | null; periodHours: number; price: number }> }>('/services/rental?country=DE')).body.rows.find(
      (r) => r.service === null && r.periodHours === 24,
    )?.price as number;
    const renters = await Promise.all(Array.from({ length: RENTERS }, () => funded(20)));
    const replies = await Promise.all(renters.flatMap((user) => Array.from({ length: RENTS_EACH }, () => calls.rent(user, { country: 'DE', periodHours: 24 }))));
    const rented = replies.filter((r) => r.status === 201).map((r) => r.body);
    expect(rented).toHaveLength(RENT_SIMS);
    expect(new Set(rented.map((r) => r.number)).size).toBe(RENT_SIMS);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(RENTERS * RENTS_EACH - RENT_SIMS);
    expect(refused.every((r) => r.status === 409 && (r.body as unknown as { code: string }).code === 'ACTIVATIONS.NO_NUMBERS')).toBe(true);

    for (const [i, user] of renters.entries()) {
      const mine = replies.slice(i * RENTS_EACH, (i + 1) * RENTS_EACH).filter((r) => r.status === 201).length;
      expect(await balanceMicros(user)).toBe(micros(20) - mine * micros(price));
    }
    // No hold is left behind by the refused ones.
    expect(await rows(`SELECT count(*)::int AS n FROM billing.holds WHERE status = 'active'`)).toEqual([{ n: 0 }]);
    expect(await rows(`SELECT count(*)::int AS n FROM rentals.rentals WHERE state = 'pending'`)).toEqual([{ n: 0 }]);
    await ledgerHolds();
  }, 180_000);

  it('moves money once for repeats of the same restore and the same early end, side by side', async () => {
    const user = await funded(30);
    const rented = await calls.rent(user, { country: 'GB', periodHours: 24 });
    expect(rented.status).toBe(201);
    const before = await balanceMicros(user);
    const restores = await Promise.all(Array.from({ length: 5 }, () => calls.restore(user, rented.body._id, 'restore-twice')));
    expect(restores.every((r) => r.status === 200)).toBe(true);
    expect(before - (await balanceMicros(user))).toBe(micros(2));
    // Within 20 minutes, no code: everything back, once, whatever the number of clicks.
    const ends = await Promise.all(Array.from({ length: 5 }, () => calls.finish(user, rented.body._id)));
    expect(ends.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(ends.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    await waitFor(async () => ((await balanceMicros(user)) === micros(30) ? true : undefined), 'the refund of the rent and the restore');
    await ledgerHolds();
  }, 60_000);

  describe('random sequences of renting, extending, ending, restoring, messages and time', () => {
    type Op =
      | { kind: 'rent'; user: number; service: 'tg' | 'wa' | null; period: 24 | 72 }
      | { kind: 'extend' | 'repeatExtend'; user: number; pick: number; period: 24 | 72 }
      | { kind: 'finish' | 'restore' | 'activate'; user: number; pick: number }
      | { kind: 'sms'; user: number; pick: number; text: number }
      | { kind: 'buy'; user: number; cancel: boolean }
      | { kind: 'advance'; ms: number };

    const TEXTS: Array<[string, string]> = [
      ['WhatsApp', 'Your WhatsApp code 123-456'],
      ['Telegram', 'Telegram code 55123'],
      ['+447700900111', 'Hi, are you free tonight?'],
    ];
    const user = fc.nat(1);
    const pick = fc.nat(3);
    const period = fc.constantFrom<24 | 72>(24, 72);
    const op: fc.Arbitrary<Op> = fc.oneof(
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('rent' as const), user, service: fc.constantFrom<'tg' | 'wa' | null>('tg', 'wa', null), period }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('extend' as const, 'repeatExtend' as const), user, pick, period }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('finish' as const, 'restore' as const, 'activate' as const), user, pick }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('sms' as const), user, pick, text: fc.nat(TEXTS.length - 1) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('buy' as const), user, cancel: fc.boolean() }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.constantFrom(10 * 60_000, 25 * 3_600_000, 61 * DAY_MS) }) },
    );

    /** Until nothing is in flight: payments settled, events relayed, messages judged. */
    const settled = async () => {
      await waitFor(async () => {
        const [state] = await rows(
          `SELECT (SELECT count(*) FROM rentals.payments WHERE state IN ('new', 'held', 'applied'))::int AS payments,
                  (SELECT count(*) FROM rentals.outbox)::int + (SELECT count(*) FROM activations.outbox)::int AS unpublished`,
        );
        return state['payments'] === 0 && state['unpublished'] === 0 ? true : undefined;
      }, 'the rentals to settle');
      await rentalsJudged(sut.system);
    };

    it('keeps every invariant', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 16 }), async (ops) => {
          const users = [await funded(100), await funded(100)];
          const rentals: RentalView[][] = [[], []];
          const chosen = (u: number, p: number) => rentals[u][p % Math.max(rentals[u].length, 1)];
          for (const step of ops) {
            if (step.kind === 'rent') {
              const reply = await calls.rent(users[step.user], { country: 'GB', periodHours: step.period, ...(step.service ? { service: step.service } : {}) });
              expect([201, 409]).toContain(reply.status);
              if (reply.status === 201) rentals[step.user].push(reply.body);
            } else if (step.kind === 'sms') {
              // To a SIM one of the renters holds (or held), else to any rent SIM.
              const [sender, text] = TEXTS[step.text];
              const held = chosen(step.user, step.pick)?.number;
              await sut.agent.sms(gbRent.find((s) => s.number === held) ?? gbRent[step.pick % gbRent.length], sender, text);
            } else if (step.kind === 'buy') {
              const bought = await sut.system.http.post<{ numberId: string; activationId: string }>('/numbers/one', { service: 'tg', country: 'GB' }, users[step.user].token);
              expect([201, 409]).toContain(bought.status);
              if (bought.status === 201) {
                expect(gbOneTime.map((s) => s.number)).toContain((bought.body as unknown as { number: string }).number);
                const how = step.cancel ? 'cancel' : 'nosms';
                await sut.system.http.get(`/numbers/${how}/${bought.body.numberId}?activationId=${bought.body.activationId}`, users[step.user].token);
              }
            } else if (step.kind === 'advance') {
              await advanceRentalsClock(sut.system, step.ms);
            } else {
              const rental = chosen(step.user, step.pick);
              if (!rental) continue;
              const account = users[step.user];
              const reply =
                step.kind === 'extend' ? await calls.extend(account, rental._id, step.period)
                : step.kind === 'repeatExtend' ? (await Promise.all([1, 2, 3].map(() => calls.extend(account, rental._id, step.period, `again-${rental._id}`))))[0]
                : step.kind === 'finish' ? await calls.finish(account, rental._id)
                : step.kind === 'restore' ? await calls.restore(account, rental._id)
                : await calls.activate(account, rental._id);
              // Every answer is one the rules allow, never a failure of ours.
              expect([200, 201, 402, 409, 410]).toContain(reply.status);
            }
          }
          await settled();

          // Money: each wallet is its funds less what its rentals say they cost (refunds out; one-time
          // numbers here end without a code, so they cost nothing), and the ledger holds.
          for (const account of users) {
            const mine = (await sut.system.http.get<RentalView[]>('/api/rentals', account.apiKey)).body;
            expect(await balanceMicros(account)).toBe(micros(100) - mine.reduce((sum, r) => sum + micros(r.paid), 0));
          }
          await ledgerHolds();
          // SIMs: at most one open lease each, never in a lease and an activation at once.
          expect(await rows(`SELECT number_id FROM activations.leases WHERE ended_at IS NULL GROUP BY number_id HAVING count(*) > 1`)).toEqual([]);
          expect(
            await rows(`SELECT l.number_id FROM activations.leases l JOIN activations.activations a ON a.number_id = l.number_id AND a.status IN ('active', 'received') WHERE l.ended_at IS NULL`),
          ).toEqual([]);
          // Never twice per service: a SIM's service is recorded once, by the first lease or activation that used it.
          expect(
            await rows(`SELECT a.id FROM activations.activations a LEFT JOIN activations.number_usages u ON u.number_id = a.number_id AND u.service = a.service WHERE u.activation_id IS DISTINCT FROM a.id`),
          ).toEqual([]);
          expect(
            await rows(`SELECT l.id FROM activations.leases l LEFT JOIN activations.number_usages u ON u.number_id = l.number_id AND u.service = l.service WHERE l.service IS NOT NULL AND u.lease_id IS DISTINCT FROM l.id`),
          ).toEqual([]);
          // A rental holds its SIM exactly while it is the renter's.
          expect(
            await rows(
              `SELECT r.id, r.state FROM rentals.rentals r LEFT JOIN activations.leases l ON l.id = r.id
                WHERE (r.state IN ('active', 'expired', 'finished')) <> (l.id IS NOT NULL AND l.ended_at IS NULL)`,
            ),
          ).toEqual([]);

          // Let everything go, so the next sequence finds the SIMs in the pool.
          await advanceRentalsClock(sut.system, 122 * DAY_MS);
          await settled();
        }),
        { seed: 20261126, numRuns: 12, endOnFailure: true },
      );
    }, 600_000);
  });
});
