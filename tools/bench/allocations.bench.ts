/**
 * Number allocations per second through the gateway (POST /numbers/one, then cancel: the whole
 * path with billing's hold and void) against the bare allocation SQL (the same transaction the
 * activations service runs, then the same cancel), on the same database and at the same
 * concurrency, the two taking turns in slices (up to `--slices-per-minute`, the bare SQL's
 * `--bare-seconds` spread over them, at least 2 s a slice); prints the ratio (each minute's
 * against the bare slices of that minute), and the gateway's last minute against its first, in
 * purchases and in ratio (does it stay flat as numbers get used up for services and the tables
 * grow?), and the purchase's own latency (the buy, and the bare allocation transaction, each
 * without its cancel). A tool, not a test.
 *
 *   npm run bench:allocations -- --minutes 3 --concurrency 8 --bare-seconds 20
 *   npm run bench:allocations -- --minutes 10 --sims 1400 --bare-seconds 60   # flat over ten minutes?
 *   npm run bench:allocations -- --profile-dir /tmp/prof   # a CPU profile of every service
 */
import { ActivationView } from '@simrelay/contracts';
import { randomAddress } from '@simrelay/testing/system';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { activationsDataSource } from '../../apps/activations/src/activations.data-source';
import { allocateNumber } from '../../apps/activations/src/activations/number-allocator';
import { adminToken, registerVerified } from '../../apps/e2e/src/support/accounts';
import { AgentReports, testSims } from '../../apps/e2e/src/support/agent-reports';
import { waitForSims } from '../../apps/e2e/src/support/inventory';
import { startSystem } from '../../apps/e2e/src/support/system';
import { LeanHttp } from './lean-http';
import { combined, Measurement, percentile, runLoad, throughput } from './load-runner';
import { profileEnv } from './profile-env';
import { usageSpent, formatUsage, snapshotCpu, sumUsage, Usage } from './process-cpu';
import { formatResults, ResultRow } from './results-table';
import { VacuumStandIn } from './vacuum-stand-in';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '8' },
    'bare-seconds': { type: 'string', default: '20' },
    'slices-per-minute': { type: 'string', default: '6' },
    sims: { type: 'string', default: '400' },
    'profile-dir': { type: 'string' },
  },
});
const MINUTES = Number(values.minutes);
const CONCURRENCY = Number(values.concurrency);
const BARE_SECONDS = Number(values['bare-seconds']);
/** Slices per minute: as many as asked, each bare one at least 2 s long (shorter ones would be mostly their ends). */
const SLICES = Math.max(1, Math.min(Number(values['slices-per-minute']), Math.floor(BARE_SECONDS / (MINUTES * 2))));
const SIMS = Number(values.sims);
const HEARTBEAT_MS = 20_000;
const UNBOUNDED = 1_000_000_000;

async function main(): Promise<void> {
  console.log(`starting the system (${SIMS} SIMs per path, concurrency ${CONCURRENCY}, ${MINUTES} min through the gateway)...`);
  const system = await startSystem({ varyClientAddress: true, env: { RPC_TIMEOUT_MS: '30000', LOG_LEVEL: 'warn', ...profileEnv(values['profile-dir']) } });
  // The purchases' own client: light, so the machine's CPUs go to the system measured.
  const http = new LeanHttp(system.http.baseUrl, CONCURRENCY, randomAddress);
  const agent = await AgentReports.connect(system.natsUrl, system.namespace);
  const gatewaySims = testSims(SIMS, 0, 'GB');
  const bareSims = testSims(SIMS, 0, 'DE');
  const heartbeat = () => Promise.all([agent.status(gatewaySims), agent.status(bareSims)]);
  await heartbeat();
  const beating = setInterval(() => void heartbeat(), HEARTBEAT_MS);
  const dataSource = await activationsDataSource(system.databaseUrl, CONCURRENCY + 2).initialize();
  let vacuum: VacuumStandIn | undefined;
  try {
    await waitForSims({ query: async (sql, params) => ({ rows: await dataSource.query(sql, params) }) }, SIMS * 2, undefined, 60_000);
    // Statistics as a running system has them (autovacuum would within a minute): plans made
    // while the tables were empty would slow the first minutes only.
    await dataSource.query('ANALYZE');
    vacuum = await VacuumStandIn.start(system.databaseUrl);
    if (vacuum) console.log("the server's autovacuum is off: its work is done here once a minute, shown apart");
    const services = (await system.http.get<{ items: Array<{ code: string }> }>('/services?country=GB')).body.items.map((s) => s.code);
    const admin = await adminToken(system);
    // Every buy here is cancelled: enough users, each with the highest ban limit (1,000), that none
    // gets banned for activations without SMS during the run (at up to 300 purchases a second).
    const users = await Promise.all(Array.from({ length: Math.max(CONCURRENCY * 4, Math.ceil((MINUTES * 60 * 300) / 1000)) }, () => registerVerified(system)));
    for (const u of users) {
      await system.http.post('/admin/users/balance', { userId: u._id, amount: 1000, reason: 'benchmark' }, admin);
      await system.http.patch(`/admin/users/limit/${u._id}`, { banLimit: 1000 }, admin);
    }

    // The bare SQL and the gateway take turns in short slices: a shared machine's speed drifts
    // from minute to minute, and both sides of the ratio see the same drift.
    const minutes: Measurement[] = [];
    // Each minute's bare SQL: a minute's ratio is against the machine as it was that minute.
    const bareMinutes: Measurement[] = [];
    // The purchase alone (the buy, or the bare allocation transaction), without its cancel.
    const buyMs: number[] = [];
    const bareBuyMs: number[] = [];
    const bareOnce = bareOp(dataSource, services, bareBuyMs);
    // Each minute's own: over a long run, which process's share per purchase grows.
    const cpuByMinute: Array<Map<string, Usage>> = [];
    let next = 0;
    const slice = (seconds: number, op: () => Promise<void>) =>
      runLoad({ ops: UNBOUNDED, concurrency: CONCURRENCY, deadline: performance.now() + seconds * 1000 }, op);
    for (let minute = 1; minute <= MINUTES; minute++) {
      const slices: Measurement[] = [];
      const bareOfMinute: Measurement[] = [];
      const minuteCpu = new Map<string, Usage>();
      for (let n = 0; n < SLICES; n++) {
        bareOfMinute.push(await slice(BARE_SECONDS / (MINUTES * SLICES), bareOnce));
        const cpuBefore = snapshotCpu();
        // Users in turn: each has at most a couple of numbers open, below the limit of five.
        slices.push(await slice(60 / SLICES, async () => {
          const index = next++;
          await gatewayOp(http, users[index % users.length] as { token: string }, services[index % services.length] as string, buyMs);
        }));
        usageSpent(cpuBefore, snapshotCpu(), minuteCpu);
      }
      minutes.push(combined(slices));
      bareMinutes.push(combined(bareOfMinute));
      cpuByMinute.push(minuteCpu);
    }
    const bare = combined(bareMinutes);
    const ratioOf = (i: number) => throughput(minutes[i] as Measurement) / throughput(bareMinutes[i] as Measurement);
    const rows: ResultRow[] = [
      { path: 'bare allocation SQL', measurement: bare },
      // With one minute its bare slices are the whole baseline; with more, each minute's own.
      ...minutes.map((m, i) => ({ path: `gateway, minute ${i + 1}`, measurement: m, ratio: ratioOf(i) })),
    ];
    const all = combined(minutes);
    if (MINUTES > 1) rows.push({ path: 'gateway, all minutes', measurement: all, ratio: throughput(all) / throughput(bare) });
    // Every phase here is bounded by time, not by a count of operations.
    for (const row of rows) row.measurement.requested = row.measurement.ops;
    console.log(`\n${formatResults(rows)}\n`);
    console.log(`the purchase alone, without its cancel: ${stepLatencies('gateway buy', buyMs)}; ${stepLatencies('bare allocation transaction', bareBuyMs)}\n`);
    const table = formatUsage(sumUsage(cpuByMinute), all.ops, all.seconds);
    if (table) console.log(`CPU per purchase and cancel by process, through the gateway:\n${table}\n`);
    const first = minutes[0] as Measurement;
    const last = minutes[minutes.length - 1] as Measurement;
    if (MINUTES > 1) {
      for (const [name, index, m] of [['first', 0, first], ['last', MINUTES - 1, last]] as const) {
        const minuteTable = formatUsage(cpuByMinute[index] as Map<string, Usage>, m.ops, m.seconds);
        if (minuteTable) console.log(`CPU per purchase and cancel by process, ${name} minute:\n${minuteTable}\n`);
      }
      console.log(`gateway last minute / first minute: ${(throughput(last) / throughput(first)).toFixed(3)}`);
      console.log(`bare SQL each minute (a second): ${bareMinutes.map((m) => throughput(m).toFixed(1)).join(', ')}`);
      console.log(`ratio to that minute's bare SQL, last minute / first minute: ${(ratioOf(MINUTES - 1) / ratioOf(0)).toFixed(3)}`);
    }
  } finally {
    await vacuum?.stop();
    http.close();
    clearInterval(beating);
    await dataSource.destroy();
    await agent.close();
    await system.stop();
  }
}

/** Buy then cancel through the gateway; 409 (every SIM used for that service) counts as done. */
async function gatewayOp(http: LeanHttp, user: { token: string }, service: string, buyMs: number[]): Promise<void> {
  const started = performance.now();
  const bought = await http.send<ActivationView>('POST', '/numbers/one', { body: { service, country: 'GB' }, token: user.token });
  buyMs.push(performance.now() - started);
  if (bought.status === 409) return;
  if (bought.status !== 201) throw new Error(`buy answered ${bought.status}: ${JSON.stringify(bought.body)}`);
  const cancelled = await http.send('GET', `/numbers/cancel/${bought.body.numberId}?activationId=${bought.body.activationId}`, { token: user.token });
  if (cancelled.status !== 200) throw new Error(`cancel answered ${cancelled.status}`);
}

/** The activations service's allocation transaction, as it runs it, then the same cancel. */
function bareOp(dataSource: DataSource, services: string[], buyMs: number[]) {
  let next = 0;
  return async (): Promise<void> => {
    const service = services[next++ % services.length] as string;
    const userId = randomUUID();
    const id = randomUUID();
    const started = performance.now();
    const allocated = await withRetryOnConflict(() => dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`activations:user:${userId}`]);
      await manager.query(`SELECT count(*) FROM activations.activations WHERE user_id = $1 AND status IN ('active', 'received')`, [userId]);
      const number = await allocateNumber(manager, { service, country: 'DE', offlineAfterMs: 90_000 });
      if (!number) return false;
      await manager.query(`INSERT INTO activations.number_usages (number_id, service, activation_id) VALUES ($1, $2, $3)`, [number.id, service, id]);
      await manager.query(
        `INSERT INTO activations.activations (id, user_id, number_id, number, service, country, carrier, price_micros, hold_id, status, ban_limit, expires_at)
         VALUES ($1, $2, $3, $4, $5, 'DE', $6, 100000, $7, 'active', 5, now() + interval '15 minutes')`,
        [id, userId, number.id, number.number, service, number.carrier, randomUUID()],
      );
      return true;
    }));
    buyMs.push(performance.now() - started);
    if (allocated) await dataSource.query(`UPDATE activations.activations SET status = 'cancelled', ended_at = now() WHERE id = $1 AND status = 'active'`, [id]);
  };
}

/** p50, p95 and p99 of one step's latencies. */
function stepLatencies(name: string, ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${name} p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)}, p99 ${percentile(sorted, 99).toFixed(1)} (${sorted.length})`;
}

/** As the service does: a race caught by a unique index (an open activation per number) picks again. */
async function withRetryOnConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' || attempt >= 5) throw error;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
