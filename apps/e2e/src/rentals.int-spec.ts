import type { AdminRentalsPage, AdminRestoreRequestView, RentalView } from '@simrelay/contracts';
import { auditLedger, waitFor } from '@simrelay/testing';
import type { Client } from 'pg';
import { Account, registerVerified } from './support/accounts';
import { AgentReports, gbSims, TestSim } from './support/agent-reports';
import { advanceRentalsClock, DAY_MS, markForRent, rentalCalls, rentalsJudged } from './support/rentals';
import { startSystemWithSims, SystemWithSims } from './support/sim-system';
import type { System } from './support/system';
import { connectUserSocket } from './support/user-socket';

/**
 * Long-term rentals through the gateway, with SIMs reported the way the edge agent reports
 * them: renting a rent-flagged SIM, codes (and only codes) to the renter, extending, ending
 * early with and without a refund, restoring access, and 60 days later the SIM back in the pool.
 * The rentals' clock only moves forward, so the tests that move it come last.
 */
describe('long-term rentals', () => {
  let sut: SystemWithSims;
  let system: System;
  let agent: AgentReports;
  let db: Client;
  const oneTime = gbSims(3);
  // Ended rentals keep their SIM for 60 days: enough for every test here.
  const forRent = gbSims(10, 100);
  const sims = [...oneTime, ...forRent];
  let calls: ReturnType<typeof rentalCalls>;
  let anyPrice: number;
  let heartbeat: NodeJS.Timeout | undefined;
  // A SIM the agent stops reporting (its modem went away); the others keep reporting.
  const silent = new Set<string>();
  /**
   * A SIM unheard for this long is offline. Reports go every second: the margin covers a loaded
   * CI machine, where 4 s once let SIMs lapse between two reports and a purchase found none.
   */
  const OFFLINE_AFTER_MS = 10_000;

  beforeAll(async () => {
    sut = await startSystemWithSims(sims, { varyClientAddress: true, env: { SIM_OFFLINE_AFTER_MS: String(OFFLINE_AFTER_MS) } });
    ({ system, agent, db } = sut);
    heartbeat = setInterval(() => void agent.status(sims.filter((s) => !silent.has(s.iccid))), 1000);
    await markForRent(system, sut.admin, forRent);
    calls = rentalCalls(system);
    const table = (await system.http.get<{ rows: Array<{ service: string | null; periodHours: number; price: number }> }>('/services/rental?country=GB')).body;
    anyPrice = table.rows.find((r) => r.service === null && r.periodHours === 24)?.price as number;
  }, 120_000);
  afterAll(async () => {
    clearInterval(heartbeat);
    await sut?.stop();
  });

  const funded = async (amount: number): Promise<Account> => {
    const user = await registerVerified(system);
    expect((await sut.fund(user._id, amount)).status).toBe(200);
    return user;
  };
  const balance = async (account: Account) => (await system.http.get<{ balance: number }>('/users/balance', account.token)).body.balance;
  const simOf = (rental: RentalView): TestSim => forRent.find((s) => s.number === rental.number) as TestSim;
  const cents = (dollars: number) => Math.round(dollars * 100);
  /** The ledger's invariants: balances sum to zero, no wallet below zero, every hold settled at most once. */
  const ledgerHolds = async () => expect(await auditLedger(async <T>(sql: string) => (await db.query(sql)).rows as T[])).toEqual([]);

  it('rents a rent-flagged SIM once per Idempotency-Key, charges the table price, and never sells it one-time', async () => {
    const user = await funded(20);
    const replies = await Promise.all(Array.from({ length: 5 }, () => calls.rent(user, { country: 'GB', periodHours: 24 }, 'rent-once-1')));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.body._id)).size).toBe(1);
    const rental = replies[0].body;
    expect(rental).toMatchObject({ country: 'GB', service: null, state: 'active', receiving: true, paid: anyPrice, refundable: true });
    expect(rental.orderNumber % 2).toBe(0);
    expect(forRent.map((s) => s.number)).toContain(rental.number);
    expect(Date.parse(rental.endsAt as string) - Date.parse(rental.startedAt as string)).toBe(24 * 3_600_000);
    expect(cents(await balance(user))).toBe(cents(20 - anyPrice));

    // One-time buyers never get a rent-flagged or leased SIM.
    const buyer = await funded(10);
    for (let i = 0; i < 3; i++) {
      const bought = await system.http.post<{ number: string }>('/numbers/one', { service: 'tg', country: 'GB' }, buyer.token);
      expect(bought.status).toBe(201);
      expect(oneTime.map((s) => s.number)).toContain(bought.body.number);
    }
    expect((await system.http.post('/numbers/one', { service: 'tg', country: 'GB' }, buyer.token)).status).toBe(409);
    await ledgerHolds();
  });

  it('refuses what cannot be rented: no money, a period not in the table, an unknown service, bad input', async () => {
    const poor = await registerVerified(system);
    const noMoney = await calls.rent(poor, { country: 'GB', periodHours: 24 });
    expect([noMoney.status, noMoney.body]).toMatchObject([402, { message: 'Insufficient balance to complete the transaction' }]);
    const user = await funded(5);
    expect((await calls.rent(user, { country: 'GB', periodHours: 5 })).body).toMatchObject({ statusCode: 400, fields: { periodHours: 'period' } });
    expect((await calls.rent(user, { country: 'GB', periodHours: 24, service: 'zzz' })).status).toBe(422);
    expect((await calls.rent(user, { country: 'gb', periodHours: 24 })).body).toMatchObject({ statusCode: 400, fields: { country: 'country' } });
    expect((await calls.rent(user, { country: 'GB', periodHours: 24, admin: true })).body).toMatchObject({ statusCode: 400, fields: { admin: 'unknown' } });
    expect(await calls.profile(user)).toEqual([]);
    expect(cents(await balance(user))).toBe(500);
    expect(cents(await balance(poor))).toBe(0);
  });

  it('delivers verification codes to the renter (socket, profile, API) and keeps everything else back', async () => {
    const user = await funded(10);
    const rental = (await calls.rent(user, { country: 'GB', periodHours: 24 })).body;
    const socket = connectUserSocket(system.baseUrl, user.token);
    await socket.next('user_connected');
    const sim = simOf(rental);

    await agent.sms(sim, '+447700900111', 'Hi, are you free tonight?');
    const pushed = socket.next<{ sms: { rentalId: string; message: { code: string } } }>('rent_message');
    await agent.sms(sim, 'WhatsApp', 'Your WhatsApp code 123-456');
    expect(await pushed).toMatchObject({ sms: { rentalId: rental._id, orderNumber: rental.orderNumber, number: rental.number, service: 'wa', message: { code: '123456' } } });

    const [listed] = await calls.profile(user);
    expect(listed.messages.map((m) => m.code)).toEqual(['123456']);
    expect((await calls.get(user, rental.orderNumber)).body.messages.map((m) => m.sms)).toEqual(['Your WhatsApp code 123-456']);
    expect(socket.received.filter((r) => r.event === 'rent_message')).toHaveLength(1);
    // A code came: ending now refunds nothing.
    expect((await calls.get(user, rental._id)).body).toMatchObject({ codeDelivered: true, refundable: false });
    socket.close();
  });

  it('gives a rental for one service only that service\'s codes', async () => {
    const user = await funded(10);
    const rental = (await calls.rent(user, { country: 'GB', periodHours: 24, service: 'tg' })).body;
    expect(rental.service).toBe('tg');
    const sim = simOf(rental);
    await agent.sms(sim, 'WhatsApp', 'Your WhatsApp code 654-321');
    await agent.sms(sim, 'Telegram', 'Telegram code 55123');
    await waitFor(async () => ((await calls.profile(user))[0]?.messages.length ? true : undefined), 'the Telegram code');
    expect((await calls.profile(user))[0].messages.map((m) => m.code)).toEqual(['55123']);
    // Never sold to Telegram again, as a one-time number either.
    const { rows } = await db.query(`SELECT service FROM activations.number_usages u JOIN activations.numbers n ON n.id = u.number_id WHERE n.number = $1`, [rental.number]);
    expect(rows.map((r) => r['service'])).toContain('tg');
    await calls.finish(user, rental._id);
  });

  it('ends early: refunded in full within 20 minutes without a code (the SIM back at once), later only ended', async () => {
    const user = await funded(10);
    const rental = (await calls.rent(user, { country: 'GB', periodHours: 72 })).body;
    const paid = rental.paid;
    const ended = (await calls.finish(user, rental._id)).body;
    expect(ended).toMatchObject({ state: 'cancelled', receiving: false });
    expect(cents(await balance(user))).toBe(1000);
    // Ended twice: the same answer, no second refund.
    expect((await calls.finish(user, rental._id)).status).toBe(409);
    expect(cents(await balance(user))).toBe(1000);
    expect(paid).toBeGreaterThan(0);

    const kept = (await calls.rent(user, { country: 'GB', periodHours: 24 })).body;
    await agent.sms(simOf(kept), 'Telegram', 'Telegram code 77881');
    await waitFor(async () => ((await calls.get(user, kept._id)).body.codeDelivered ? true : undefined), 'the code');
    const finished = (await calls.finish(user, kept._id)).body;
    expect(finished).toMatchObject({ state: 'finished', receiving: false });
    expect(Date.parse(finished.reservedUntil as string) - Date.parse(finished.endsAt as string)).toBe(60 * DAY_MS);
    expect(cents(await balance(user))).toBe(cents(10 - anyPrice));
    // Reserved for its renter: extending brings it back, from now.
    const back = (await calls.extend(user, kept._id, 24)).body;
    expect(back).toMatchObject({ state: 'active', receiving: true });
    await calls.finish(user, kept._id);
    await ledgerHolds();
  });

  it('extends by any period from the table, paid once per key however often repeated', async () => {
    const user = await funded(30);
    const rental = (await calls.rent(user, { country: 'GB', periodHours: 24 })).body;
    const week = (await system.http.get<{ rows: Array<{ service: string | null; periodHours: number; price: number }> }>('/services/rental?country=GB')).body.rows.find(
      (r) => r.service === null && r.periodHours === 168,
    )?.price as number;
    const replies = await Promise.all(Array.from({ length: 6 }, () => calls.extend(user, rental._id, 168, 'extend-week')));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201].map(() => 201));
    const extended = (await calls.get(user, rental._id)).body;
    expect(Date.parse(extended.endsAt as string) - Date.parse(rental.endsAt as string)).toBe(168 * 3_600_000);
    expect(cents(extended.paid)).toBe(cents(anyPrice + week));
    expect(cents(await balance(user))).toBe(cents(30 - anyPrice - week));
    expect((await calls.extend(user, rental._id, 5)).body).toMatchObject({ fields: { periodHours: 'period' } });
    // Someone else's rental is not found.
    const stranger = await funded(5);
    expect((await calls.extend(stranger, rental._id, 24)).status).toBe(404);
    expect((await calls.get(stranger, rental.orderNumber)).status).toBe(404);
    await calls.finish(user, rental._id);
  });

  describe('as time passes', () => {
    let user: Account;
    let rental: RentalView;

    it('stops receiving when the period ends, keeps the number reserved, and a restore brings an hour of receiving', async () => {
      user = await funded(20);
      rental = (await calls.rent(user, { country: 'GB', periodHours: 24 })).body;
      const sim = simOf(rental);
      await advanceRentalsClock(system, 25 * 3_600_000);
      expect((await calls.get(user, rental._id)).body).toMatchObject({ state: 'expired', receiving: false });
      await agent.sms(sim, 'Telegram', 'Telegram code 11111');

      // The modem goes away: a restore request waits for the SIM.
      silent.add(sim.iccid);
      await waitFor(async () => {
        const { rows } = await db.query(`SELECT last_seen_at < now() - $2 * interval '1 millisecond' AS gone FROM activations.numbers WHERE iccid = $1`, [sim.iccid, OFFLINE_AFTER_MS + 1000]);
        return rows[0]?.['gone'] ? true : undefined;
      }, 'the SIM to go offline', 30_000);
      const requested = (await calls.restore(user, rental._id, 'restore-1')).body;
      expect(requested.restore).toMatchObject({ waiting: true, canStartUsage: false });
      expect((await calls.activate(user, rental._id)).status).toBe(409);
      const waiting = (await system.http.get<AdminRestoreRequestView[]>('/admin/rentals/restores?state=waiting', sut.admin)).body;
      expect(waiting.map((r) => r.rentalId)).toContain(rental._id);

      // Back online: the request is done, "Start usage" opens an hour of receiving.
      silent.delete(sim.iccid);
      await waitFor(async () => ((await calls.get(user, rental._id)).body.restore.canStartUsage ? true : undefined), 'the restore to complete', 30_000);
      const started = (await calls.activate(user, rental._id)).body;
      expect(started).toMatchObject({ receiving: true });
      await agent.sms(sim, 'Telegram', 'Telegram code 22222');
      await waitFor(async () => ((await calls.get(user, rental._id)).body.messages.length ? true : undefined), 'the code in the window');

      await advanceRentalsClock(system, 61 * 60_000);
      await agent.sms(sim, 'Telegram', 'Telegram code 33333');
      await agent.sms(sim, 'Telegram', 'Telegram code 44444');
      // Both stored with the lease, announced, and judged by rentals: neither delivered.
      await waitFor(async () => {
        const { rows } = await db.query(
          `SELECT (SELECT count(*) FROM activations.messages m WHERE m.lease_id = $1)::int AS stored, (SELECT count(*) FROM activations.outbox)::int AS unpublished`,
          [rental._id],
        );
        return rows[0]['stored'] >= 4 && rows[0]['unpublished'] === 0 ? true : undefined;
      }, 'the messages on the leased SIM');
      await rentalsJudged(system);
      expect((await calls.get(user, rental._id)).body.messages.map((m) => m.code)).toEqual(['22222']);
      expect(cents(await balance(user))).toBe(cents(20 - anyPrice - 2));
      await ledgerHolds();
    }, 90_000);

    it('lists SIMs due for a top-up after two months, and after 60 days without extension recycles the number (410)', async () => {
      expect((await sut.fund(user._id, 200)).status).toBe(200);
      const rented = await calls.rent(user, { country: 'GB', periodHours: 720 });
      expect(rented.status).toBe(201);
      const fresh = rented.body;
      await advanceRentalsClock(system, 61 * DAY_MS);
      expect((await calls.get(user, rental._id)).body.state).toBe('recycled');
      expect((await calls.extend(user, rental._id, 24)).body).toMatchObject({ statusCode: 410, message: 'Number rental time expired' });
      expect((await calls.restore(user, rental._id)).status).toBe(410);
      // Its SIM is back in the pool: leased again by someone else.
      const { rows } = await db.query(`SELECT ended_at FROM activations.leases WHERE id = $1`, [rental._id]);
      expect(rows[0]['ended_at']).not.toBeNull();

      const due = (await system.http.get<Array<{ _id: string }>>('/admin/rentals/topup-due', sut.admin)).body;
      expect(due.map((r) => r._id)).toContain(fresh._id);
      const page = (await system.http.get<AdminRentalsPage>(`/admin/rentals?userId=${user._id}`, sut.admin)).body;
      expect(page.items.map((r) => r.state).sort()).toEqual(['expired', 'recycled']);
      expect((await system.http.post(`/admin/rentals/${fresh._id}/end`, {}, sut.admin)).body).toMatchObject({ state: 'recycled' });
      expect((await system.http.get(`/admin/rentals`, user.token)).status).toBe(401);
      await ledgerHolds();
    }, 60_000);
  });
});
