/**
 * The two other hot paths of a one-time activation, each against a bare baseline measured in
 * the same run, on the same servers:
 *
 * - status polling: `GET /numbers/current` through the gateway (session check, NATS, the
 *   activations query with messages) against the same SQL on the same database;
 * - SMS to user: an agent's SMS report published to JetStream until the user's socket gets the
 *   `message` (stored, routed, code extracted, event through the outbox, pushed), against a bare
 *   NATS publish reaching a subscriber.
 *
 *   npm run bench:activation-paths -- --seconds 20 --concurrency 8
 *
 * A tool, not a test: nothing here asserts a speed.
 */
import { ActivationView } from '@simrelay/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { connect, JSONCodec } from 'nats';
import { Pool } from 'pg';
import { registerVerified } from '../../apps/e2e/src/support/accounts';
import { testSims } from '../../apps/e2e/src/support/agent-reports';
import { startSystemWithSims } from '../../apps/e2e/src/support/sim-system';
import { connectUserSocket, UserSocket } from '../../apps/e2e/src/support/user-socket';
import { runLoad } from './load-runner';
import { formatResults, ResultRow } from './results-table';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '20' }, concurrency: { type: 'string', default: '8' } },
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const UNBOUNDED = 1_000_000_000;

const timed = <T>(work: (index: number) => Promise<T>) =>
  runLoad({ ops: UNBOUNDED, concurrency: CONCURRENCY, deadline: performance.now() + SECONDS * 1000 }, async (index) => {
    await work(index);
  });

async function main(): Promise<void> {
  const sims = testSims(CONCURRENCY, 0, 'GB');
  console.log(`starting the system (${CONCURRENCY} SIMs, ${CONCURRENCY} users, ${SECONDS} s per phase)...`);
  const sut = await startSystemWithSims(sims, { varyClientAddress: true, env: { LOG_LEVEL: 'warn' } });
  const { system, agent } = sut;
  // As many connections as workers, as the service has in its own pool.
  const pool = new Pool({ connectionString: system.databaseUrl, max: CONCURRENCY });
  const sockets: UserSocket[] = [];
  const bare = await connect({ servers: system.natsUrl });
  try {
    // One user per SIM, each with one activation that already received its first code.
    const users = await Promise.all(sims.map(() => registerVerified(system)));
    const activations: ActivationView[] = [];
    for (const user of users) {
      await sut.fund(user._id, 100);
      const bought = await system.http.post<ActivationView>('/numbers/one', { service: 'tg', country: 'GB' }, user.token);
      if (bought.status !== 201) throw new Error(`buy answered ${bought.status}`);
      activations.push(bought.body);
      const socket = connectUserSocket(system.baseUrl, user.token);
      await socket.next('user_connected');
      sockets.push(socket);
    }
    const simOf = (i: number) => sims.find((s) => s.number === activations[i]?.number) ?? (sims[0] as (typeof sims)[number]);
    const rows: ResultRow[] = [];

    // --- status polling
    const userIds = users.map((u) => u._id);
    const pollBare = await timed((i) =>
      pool.query(
        `SELECT a.*, m.* FROM activations.activations a LEFT JOIN activations.messages m ON m.activation_id = a.id
          WHERE a.user_id = $1 AND a.status IN ('active', 'received') ORDER BY a.created_at, m.received_at`,
        [userIds[i % userIds.length]],
      ),
    );
    rows.push({ path: 'status: bare SQL', measurement: pollBare });
    const pollGateway = await timed(async (i) => {
      const reply = await system.http.get('/numbers/current', (users[i % users.length] as { token: string }).token);
      if (reply.status !== 200) throw new Error(`poll answered ${reply.status}`);
    });
    rows.push({ path: 'status: GET /numbers/current', measurement: pollGateway, ratio: pollGateway.ops / pollGateway.seconds / (pollBare.ops / pollBare.seconds) });

    // --- SMS to user: one message in flight per user (worker i always serves user i % n)
    const codec = JSONCodec<{ i: number }>();
    const bareSubject = `bench.${randomUUID()}`;
    const waiting = new Map<number, () => void>();
    bare.subscribe(bareSubject, { callback: (_e, msg) => waiting.get(codec.decode(msg.data).i)?.() });
    const smsBare = await timed(async (i) => {
      const arrived = new Promise<void>((resolve) => waiting.set(i, resolve));
      bare.publish(bareSubject, codec.encode({ i }));
      await arrived;
      waiting.delete(i);
    });
    rows.push({ path: 'SMS: bare NATS publish -> subscriber', measurement: smsBare });
    let sent = 0;
    const smsSystem = await timed(async (i) => {
      const k = i % CONCURRENCY;
      const code = String(10000 + (sent++ % 89999));
      const pushed = nextMessageWithCode(sockets[k] as UserSocket, code);
      await agent.sms(simOf(k), 'Telegram', `Telegram code ${code}`, createHash('sha256').update(randomUUID()).digest('hex'));
      await pushed;
    });
    rows.push({ path: 'SMS: agent report -> user socket', measurement: smsSystem, ratio: smsSystem.ops / smsSystem.seconds / (smsBare.ops / smsBare.seconds) });
    for (const row of rows) row.measurement.requested = row.measurement.ops;
    console.log(`\n${formatResults(rows)}\n`);
  } finally {
    sockets.forEach((s) => s.close());
    await bare.close();
    await pool.end();
    await sut.stop();
  }
}

/** The socket's next `message` carrying this code (others for the same user are skipped). */
function nextMessageWithCode(socket: UserSocket, code: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: string, payload: { sms?: { message?: { code?: string } } }) => {
      if (event !== 'message' || payload?.sms?.message?.code !== code) return;
      socket.socket.offAny(listener);
      resolve();
    };
    socket.socket.onAny(listener);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
