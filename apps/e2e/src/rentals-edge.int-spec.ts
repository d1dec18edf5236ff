import { createHmac } from 'node:crypto';
import { RentalView, RentSmsWebhookPayload, validateMessage } from '@simrelay/contracts';
import { LocalServer, RecordedRequest, sendJson, startLocalServer, waitFor } from '@simrelay/testing';
import { Client } from 'pg';
import { Account, adminToken, registerVerified } from './support/accounts';
import { waitForSims } from './support/inventory';
import { advanceRentalsClock, DAY_MS, rentalCalls, rentalsJudged } from './support/rentals';
import { RackModem, startSystem, System } from './support/system';
import { connectUserSocket } from './support/user-socket';

/**
 * Long-term rentals with nothing stood in: the emulated rack, the real agent, the whole backend
 * and the renter's own webhook server. Codes reach the renter (socket, profile, webhook), other
 * messages do not; a rental for one service gets only its codes; extend, end, 60 days later the
 * SIM is back in the pool; a SIM unplugged and plugged back in, restore access and a usage window.
 */
describe('rentals from the modem to the renter', () => {
  let system: System;
  let db: Client;
  let admin: string;
  let receiver: LocalServer;
  const posts: RecordedRequest[] = [];
  let gb: RackModem[];
  let calls: ReturnType<typeof rentalCalls>;

  beforeAll(async () => {
    receiver = await startLocalServer((req, body, res) => {
      posts.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: body.toString('utf8') });
      sendJson(res, 200, { status: 'success' });
    });
    system = await startSystem({
      rack: true, varyClientAddress: true,
      // A SIM whose modem is unplugged is offline within seconds; the renter's server is on loopback.
      env: { SIM_OFFLINE_AFTER_MS: '3000', WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8' },
    });
    admin = await adminToken(system);
    db = new Client({ connectionString: system.databaseUrl });
    await db.connect();
    // Two of the rack's four SIMs are British: both for rent.
    await waitForSims(db, 2, 'GB', 60_000);
    gb = (system.rack?.modems ?? []).filter((m) => m.number.startsWith('+44'));
    const { rows } = await db.query(`SELECT id FROM activations.numbers WHERE country = 'GB'`);
    expect((await system.http.post('/admin/numbers/rent', { ids: rows.map((r) => r['id']), rent: true }, admin)).status).toBe(200);
    calls = rentalCalls(system);
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await receiver?.close();
  });

  const renter = async (): Promise<Account> => {
    const account = await registerVerified(system);
    await system.http.post('/admin/users/balance', { userId: account._id, amount: 50, reason: 'test funds' }, admin);
    return account;
  };
  const rack = () => system.rack as NonNullable<System['rack']>;
  const modemOf = (rental: RentalView) => gb.find((m) => m.number === rental.number) as RackModem;
  const codes = async (account: Account, rental: RentalView) => (await calls.get(account, rental._id)).body.messages.map((m) => m.code);

  let anyRenter: Account;
  let anyRental: RentalView;
  let tgRenter: Account;
  let tgRental: RentalView;

  it('delivers "Your WhatsApp code 123-456" to the socket, the profile and the webhook, and "Hi, are you free tonight?" to none', async () => {
    anyRenter = await renter();
    const url = `${receiver.url}/rent?user=${anyRenter._id}`;
    expect((await system.http.post('/users/url', { url }, anyRenter.token)).status).toBe(200);
    anyRental = (await calls.rent(anyRenter, { country: 'GB', periodHours: 24 })).body;
    expect(anyRental).toMatchObject({ state: 'active', service: null });
    const socket = connectUserSocket(system.baseUrl, anyRenter.token);
    try {
      await socket.next('user_connected');
      await rack().sms(anyRental.number as string, '+447700900999', 'Hi, are you free tonight?');
      const pushed = socket.next<{ sms: { rentalId: string; message: { code: string } } }>('rent_message');
      await rack().sms(anyRental.number as string, 'WhatsApp', 'Your WhatsApp code 123-456');
      expect((await pushed).sms).toMatchObject({ rentalId: anyRental._id, message: { code: '123456' } });
      const [profile] = (await system.http.get<RentalView[]>('/numbers/profile', anyRenter.token)).body;
      expect(profile.messages.map((m) => m.sms)).toEqual(['Your WhatsApp code 123-456']);

      await waitFor(async () => (posts.length ? true : undefined), 'the webhook');
      const body = await validateMessage(RentSmsWebhookPayload, JSON.parse(posts[0].body));
      expect(body).toMatchObject({ type: 'rent_sms', rentalId: anyRental._id, orderNumber: anyRental.orderNumber, number: anyRental.number, code: '123456', service: 'wa' });
      const secret = (await system.http.get<{ webhookSecret: string }>('/users/me', anyRenter.token)).body.webhookSecret;
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(posts[0].headers['x-simrelay-signature'])) ?? [];
      expect(createHmac('sha256', secret).update(`${t}.${posts[0].body}`).digest('hex')).toBe(v1);
      await rentalsJudged(system);
      expect(socket.received.filter((r) => r.event === 'rent_message')).toHaveLength(1);
      expect(posts).toHaveLength(1);
    } finally {
      socket.close();
    }
  }, 90_000);

  it('gives a rental for Telegram its code and not the WhatsApp one', async () => {
    tgRenter = await renter();
    tgRental = (await calls.rent(tgRenter, { country: 'GB', periodHours: 24, service: 'tg' })).body;
    expect(tgRental.number).not.toBe(anyRental.number);
    await rack().sms(tgRental.number as string, 'WhatsApp', 'Your WhatsApp code 654-321');
    await rack().sms(tgRental.number as string, 'Telegram', 'Telegram code 55123');
    await waitFor(async () => ((await codes(tgRenter, tgRental)).length ? true : undefined), 'the Telegram code');
    await rentalsJudged(system);
    expect(await codes(tgRenter, tgRental)).toEqual(['55123']);
  }, 60_000);

  it('extends, then ends (a code came, so nothing is refunded and the number stays reserved)', async () => {
    const extended = (await calls.extend(anyRenter, anyRental._id, 24)).body;
    expect(Date.parse(extended.endsAt as string) - Date.parse(anyRental.endsAt as string)).toBe(24 * 3_600_000);
    const ended = (await calls.finish(anyRenter, anyRental._id)).body;
    expect(ended).toMatchObject({ state: 'finished', receiving: false });
    expect(ended.paid).toBeCloseTo(extended.paid, 6);
  });

  it('restores access to a number whose modem was unplugged: "Start usage" receives for an hour, then nothing', async () => {
    await advanceRentalsClock(system, 25 * 3_600_000);
    expect((await calls.get(tgRenter, tgRental._id)).body).toMatchObject({ state: 'expired', receiving: false });
    const modem = modemOf(tgRental);
    await rack().disconnect(modem.id);
    await waitFor(async () => {
      // The agent reports the lost port (not ready), or stops reporting the SIM at all.
      const { rows } = await db.query(`SELECT NOT ready OR last_seen_at < now() - interval '4 seconds' AS gone FROM activations.numbers WHERE number = $1`, [tgRental.number]);
      return rows[0]?.['gone'] ? true : undefined;
    }, 'the SIM to go offline');
    expect((await calls.restore(tgRenter, tgRental._id)).body.restore).toMatchObject({ waiting: true, canStartUsage: false });

    await rack().reconnect(modem.id);
    await waitFor(async () => ((await calls.get(tgRenter, tgRental._id)).body.restore.canStartUsage ? true : undefined), 'the SIM back online', 60_000);
    expect((await calls.activate(tgRenter, tgRental._id)).body).toMatchObject({ receiving: true });
    await rack().sms(tgRental.number as string, 'Telegram', 'Telegram code 66001');
    await waitFor(async () => ((await codes(tgRenter, tgRental)).includes('66001') ? true : undefined), 'the code inside the window');

    await advanceRentalsClock(system, 61 * 60_000);
    await rack().sms(tgRental.number as string, 'Telegram', 'Telegram code 66002');
    await waitFor(async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM activations.messages WHERE lease_id = $1 AND text LIKE '%66002%'`, [tgRental._id]);
      const { rows: pending } = await db.query(`SELECT count(*)::int AS n FROM activations.outbox`);
      return rows[0]['n'] === 1 && pending[0]['n'] === 0 ? true : undefined;
    }, 'the code after the window to be stored');
    await rentalsJudged(system);
    expect(await codes(tgRenter, tgRental)).toEqual(['66001', '55123']);
  }, 120_000);

  it('60 days after the end, recycles the numbers: the old rental answers 410 and the SIM is rented again', async () => {
    await advanceRentalsClock(system, 61 * DAY_MS);
    expect((await calls.get(anyRenter, anyRental._id)).body.state).toBe('recycled');
    expect((await calls.extend(anyRenter, anyRental._id, 24)).body).toMatchObject({ statusCode: 410, message: 'Number rental time expired' });
    const next = await renter();
    const again = await calls.rent(next, { country: 'GB', periodHours: 24 });
    expect(again.status).toBe(201);
    expect([anyRental.number, tgRental.number]).toContain(again.body.number);
  }, 60_000);
});
