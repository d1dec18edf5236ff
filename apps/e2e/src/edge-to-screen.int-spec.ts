import { ActivationView } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { Client } from 'pg';
import { Account, adminToken, registerVerified } from './support/accounts';
import { waitForSims } from './support/inventory';
import { startSystem, System } from './support/system';
import { connectUserSocket } from './support/user-socket';

/**
 * The product's main flow with nothing stood in: an emulated modem rack, the real edge agent
 * beside it, and the whole backend. A user buys a number, the SIM receives the SMS, the code
 * reaches the user's socket and the API, and the balance is charged once.
 */
describe('from the modem to the user', () => {
  let system: System;
  let db: Client;
  let admin: string;

  beforeAll(async () => {
    system = await startSystem({ rack: true, varyClientAddress: true });
    admin = await adminToken(system);
    db = new Client({ connectionString: system.databaseUrl });
    await db.connect();
    // Two of the rack's four SIMs are British.
    await waitForSims(db, 2, 'GB', 60_000);
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  const rack = () => {
    if (!system.rack) throw new Error('no rack');
    return system.rack;
  };
  const user = async (funds: number): Promise<Account> => {
    const account = await registerVerified(system);
    await system.http.post('/admin/users/balance', { userId: account._id, amount: funds, reason: 'test funds' }, admin);
    return account;
  };
  const balance = async (account: Account) => (await system.http.get<{ balance: number }>('/users/balance', account.token)).body.balance;
  const buy = async (account: Account, service: string) => {
    // Both British SIMs serving: a loaded machine can make the agent re-initialise a slow modem.
    await waitForSims(db, 2, 'GB', 60_000);
    const reply = await system.http.post<ActivationView>('/numbers/one', { service, country: 'GB' }, account.token);
    if (reply.status !== 201) {
      // What the inventory held at that moment, to tell a busy SIM from a lost one.
      const { rows } = await db.query(
        `SELECT n.number, n.ready, now() - n.last_seen_at AS unseen, m.state, (SELECT string_agg(a.service || ':' || a.status, ',') FROM activations.activations a WHERE a.number_id = n.id) AS activations
           FROM activations.numbers n JOIN activations.modems m ON m.id = n.modem_id WHERE n.country = 'GB'`,
      );
      throw new Error(`buying ${service} answered ${reply.status} ${JSON.stringify(reply.body)}; British SIMs: ${JSON.stringify(rows)}`);
    }
    return reply.body;
  };
  const current = async (account: Account) => (await system.http.get<ActivationView[]>('/numbers/current', account.token)).body;

  it('delivers "Your Telegram code 12345" to the socket and the API, and charges once', async () => {
    const account = await user(5);
    const socket = connectUserSocket(system.baseUrl, account.token);
    try {
      await socket.next('user_connected');
      const bought = await buy(account, 'tg');
      const pushed = socket.next<{ sms: { activationId: string; message: { code: string; sms: string } }; balance: number }>('message');
      await rack().sms(bought.number, 'Telegram', 'Your Telegram code 12345');
      const message = await pushed;
      expect(message.sms).toMatchObject({ activationId: bought.activationId, message: { code: '12345', sms: 'Your Telegram code 12345' } });
      expect(message.balance).toBeCloseTo(5 - bought.price, 6);
      expect((await current(account))[0]).toMatchObject({ status: 'received', messages: [{ code: '12345', sender: 'Telegram' }] });
      // The agent deleted the SMS from the SIM once JetStream had it; a second message on the same number is free.
      await rack().sms(bought.number, 'Telegram', 'Your Telegram code 67890');
      await waitFor(async () => ((await current(account))[0]?.messages.length === 2 ? true : undefined), 'the second code');
      expect(await balance(account)).toBeCloseTo(5 - bought.price, 6);
    } finally {
      socket.close();
    }
  });

  it('charges nothing for a cancelled or timed-out activation', async () => {
    const account = await user(5);
    const cancelled = await buy(account, 'wa');
    expect((await system.http.get(`/numbers/cancel/${cancelled.numberId}?activationId=${cancelled.activationId}`, account.token)).status).toBe(200);
    const timedOut = await buy(account, 'ig');
    await db.query(`UPDATE activations.activations SET expires_at = now() WHERE id = $1`, [timedOut.activationId]);
    await waitFor(async () => ((await current(account)).length === 0 ? true : undefined), 'the timeout');
    await waitFor(async () => ((await balance(account)) === 5 ? true : undefined), 'both holds voided');
  });

  it('gives a call-verification service the caller\'s last digits', async () => {
    const account = await user(5);
    const bought = await buy(account, 'vk');
    await rack().call(bought.number, '+74951234567');
    const view = await waitFor(async () => (await current(account)).find((a) => a.messages.length), 'the call to arrive');
    expect(view.messages[0]).toMatchObject({ kind: 'call', code: '4567' });
    expect(await balance(account)).toBeCloseTo(5 - bought.price, 6);
  });
});
