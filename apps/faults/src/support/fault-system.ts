import { AdminNumberView } from '@simrelay/contracts';
import { LocalServer, sendJson, startLocalServer, startOwnNats, startOwnPostgres, startOwnRedis, waitFor } from '@simrelay/testing';
import { Account, adminToken, HttpClient, registerVerified, startSystem } from '@simrelay/testing/system';
import { Client } from 'pg';
import { SeededRandom } from './seeded-random';
import { Triggers } from './triggers';

/** Modems in the rack; this many of them are kept for long-term rental. */
const MODEMS = 10;
const FOR_RENT = 2;

/**
 * The system under faults: its own PostgreSQL, Redis and NATS; two processes of every service
 * and two gateways; the real agent on an emulated rack; a webhook receiver; funded users.
 */
export async function startFaultSystem(clients: number, random: SeededRandom, triggers: Triggers) {
  const [postgres, redis, nats] = await Promise.all([startOwnPostgres(), startOwnRedis(), startOwnNats()]);
  const webhooks = { received: 0, refused: 0 };
  // The users' server: now and then it fails (a retry follows), and it answers a little late, so a
  // kill of the webhooks service lands while a delivery is in flight.
  const receiver: LocalServer = await startLocalServer(async (_req, _body, res) => {
    triggers.fire('webhook');
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (random.chance(0.1)) {
      webhooks.refused++;
      sendJson(res, 500, { status: 'error' });
      return;
    }
    webhooks.received++;
    sendJson(res, 200, { status: 'success' });
  });
  const system = await startSystem({
    infrastructure: { databaseUrl: postgres.url, redisUrl: redis.url, natsUrl: nats.url },
    replicas: 2,
    rack: true,
    rackModems: MODEMS,
    varyClientAddress: true,
    env: {
      // The receiver is on loopback, which users may not reach: the operator allows it here.
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8',
      // Activations left alone time out within the run.
      ACTIVATION_MINUTES: '1',
    },
  });
  /** A connection of its own for each use: one kept open would not survive PostgreSQL's outages. */
  const connectDb = async () => {
    const client = new Client({ connectionString: system.databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  };
  const db = await connectDb();
  const admin = await adminToken(system);
  await system.http.patch('/admin/testmode', { testMode: true }, admin);
  await waitFor(async () => {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM activations.numbers WHERE ready`);
    return rows[0].n >= MODEMS ? true : undefined;
  }, `the rack's ${MODEMS} SIMs in the inventory`, 120_000, 200);
  const listed = await system.http.get<{ items: AdminNumberView[] } | AdminNumberView[]>('/admin/numbers', admin);
  const numbers = Array.isArray(listed.body) ? listed.body : listed.body.items;
  const rentIds = numbers.slice(0, FOR_RENT).map((n) => n._id);
  const marked = await system.http.post('/admin/numbers/rent', { ids: rentIds, rent: true }, admin);
  if (marked.status !== 200) throw new Error(`marking SIMs for rent failed: ${JSON.stringify(marked.body)}`);
  const countries = async (rent: boolean) =>
    (await db.query(`SELECT DISTINCT country FROM activations.numbers WHERE ready AND rent = $1 AND country IS NOT NULL`, [rent])).rows.map((r) => String(r.country));
  const [activationCountries, rentCountries] = [await countries(false), await countries(true)];
  await db.end();

  const accounts: Account[] = [];
  for (let i = 0; i < clients; i++) {
    const account = await registerVerified(system);
    const funded = await system.http.post('/admin/users/balance', { userId: account._id, amount: 500, reason: 'fault suite funds' }, admin);
    if (funded.status !== 200) throw new Error(`funding failed: ${JSON.stringify(funded.body)}`);
    const hooked = await system.http.post('/users/url', { url: `${receiver.url}/hooks?user=${account._id}` }, account.token);
    if (hooked.status !== 200) throw new Error(`saving the webhook URL failed: ${JSON.stringify(hooked.body)}`);
    accounts.push(account);
  }
  const address = () => `198.51.100.${random.int(1, 254)}`;
  return {
    system,
    servers: { postgres, redis, nats },
    connectDb,
    receiver,
    webhooks,
    accounts,
    countries: activationCountries,
    rentCountries,
    gateways: system.gatewayUrls.map((url) => new HttpClient(url, address, system.witness)),
    async stop() {
      await system.stop();
      await receiver.close();
      await Promise.all([postgres.close(), redis.close(), nats.close()]);
    },
  };
}

export type FaultSystem = Awaited<ReturnType<typeof startFaultSystem>>;
