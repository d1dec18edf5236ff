/**
 * Holds per second through NATS (billing in-process, `billing.hold` then `billing.void`)
 * against a bare `pg` loop writing the same rows, measured in the same run, on the same
 * servers; prints the ratio. A tool, not a test: nothing here asserts a speed.
 *
 *   npm run bench:holds -- --ops 2000 --concurrency 16,1    (--help lists every flag)
 */
import { loadConfig } from '@simrelay/config';
import { BillingSubjects, HoldReceipt } from '@simrelay/contracts';
import { createLogger } from '@simrelay/logging';
import { MessagingContext } from '@simrelay/messaging';
import {
  clearNamespace, createTestDatabase, migrationsKey, resolveTestInfrastructure, serviceTestEnv, stopTestContainers, TestDatabase, TestInfrastructure,
  uniqueNamespace,
} from '@simrelay/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { Pool } from 'pg';
import { RunningService, startBilling } from '../../apps/billing/src/billing.bootstrap';
import { billingDataSource } from '../../apps/billing/src/billing.data-source';
import { migrateBilling } from '../../apps/billing/src/cli/migrate';
import { BillingEnv } from '../../apps/billing/src/config';
import { auditLedger } from '../../libs/testing/src/ledger-audit';
import { bareHoldVoid, BareUser, fundBareUsers } from './bare-hold-sql';
import { BenchOptions, readBenchOptions, USAGE } from './bench-options';
import { Measurement, runLoad, throughput } from './load-runner';
import { formatResults, ResultRow } from './results-table';

const DOLLAR = 1_000_000;
/** Each user's wallet: far more than the holds in flight on it at once can take. */
const FUNDING_MICROS = 10_000 * DOLLAR;
const HOLD_MICROS = DOLLAR;
const REFERENCE = 'bench:activation';
const RPC_TIMEOUT_MS = 10_000;
/** Warm-up per path stops after this long even when fewer pairs were done. */
const WARMUP_LIMIT_MS = 5_000;
/** Beyond the measured time: setup, warm-up, the audit and cleanup. Past it the run is abandoned. */
const OVERRUN_MS = 60_000;

const MIGRATIONS_KEY = migrationsKey([join(__dirname, '..', '..', 'apps', 'billing', 'src', 'migrations')]);

type Op = (index: number) => Promise<void>;
interface Path {
  name: string;
  op: (phase: string) => Op;
}

/** Everything the run opened, closed in order by `cleanup()` whatever happened. */
interface Resources {
  infra?: TestInfrastructure;
  namespace?: string;
  serviceDb?: TestDatabase;
  bareDb?: TestDatabase;
  service?: RunningService;
  client?: MessagingContext;
  pool?: Pool;
}

const log = (line: string): void => void process.stdout.write(`${line}\n`);

async function main(opts: BenchOptions, r: Resources, signal: AbortSignal): Promise<boolean> {
  const started = performance.now();
  const run = randomBytes(4).toString('hex');
  r.infra = await resolveTestInfrastructure();
  const migrate = async (url: string) => void (await migrateBilling(url));
  r.serviceDb = await createTestDatabase(r.infra.databaseUrl, `billing_${MIGRATIONS_KEY}`, migrate);
  r.bareDb = await createTestDatabase(r.infra.databaseUrl, `billing_${MIGRATIONS_KEY}`, migrate);
  r.namespace = uniqueNamespace();
  signal.throwIfAborted();

  const env = loadConfig(BillingEnv, {
    ...serviceTestEnv(r.infra, r.serviceDb.url, r.namespace),
    LOG_LEVEL: opts.logLevel,
    BILLING_DB_POOL_SIZE: String(opts.pool),
  });
  r.service = await startBilling(env, createLogger('billing', opts.logLevel));
  signal.throwIfAborted();
  r.client = await MessagingContext.connect({ service: 'bench', natsUrl: r.infra.natsUrl, namespace: r.namespace });
  const rpc = r.client.rpc;
  r.pool = new Pool({ connectionString: r.bareDb.url, max: opts.pool, application_name: 'simrelay-bench-bare' });
  const pool = r.pool;

  // Funding: through the service on its side, as adjustments; by hand on the bare side.
  const serviceUsers = Array.from({ length: opts.users }, () => randomUUID());
  await runLoad({ ops: serviceUsers.length, concurrency: 16, deadline: Infinity, signal }, async (i) => {
    await rpc.request(BillingSubjects.adjust, {
      userId: serviceUsers[i], amountMicros: FUNDING_MICROS, reason: 'bench funding', idempotencyKey: `bench:${run}:fund:${i}`,
    }, RPC_TIMEOUT_MS);
  });
  const bareUsers: BareUser[] = await fundBareUsers(pool, opts.users, FUNDING_MICROS);

  const servicePath: Path = {
    name: 'NATS billing service',
    op: (phase) => async (i) => {
      const key = `bench:${run}:${phase}:${i}`;
      const held = await rpc.request<HoldReceipt>(BillingSubjects.hold, {
        userId: serviceUsers[i % serviceUsers.length], amountMicros: HOLD_MICROS, reference: REFERENCE, idempotencyKey: `${key}:hold`,
      }, RPC_TIMEOUT_MS);
      await rpc.request<HoldReceipt>(BillingSubjects.void, { holdId: held.hold.holdId, idempotencyKey: `${key}:void` }, RPC_TIMEOUT_MS);
    },
  };
  const barePath = (bookkeeping: boolean): Path => ({
    name: bookkeeping ? 'bare SQL + idem/outbox' : 'bare SQL',
    op: (phase) => (i) =>
      bareHoldVoid(pool, {
        user: bareUsers[i % bareUsers.length], amountMicros: HOLD_MICROS, reference: REFERENCE, key: `${bookkeeping ? 'bare-idem' : 'bare'}:${run}:${phase}:${i}`, bookkeeping,
      }),
  });
  const bare = barePath(false);
  const paths = [servicePath, bare, ...(opts.bookkeeping ? [barePath(true)] : [])];

  const pg = await pool.query<{ server_version: string }>('SHOW server_version');
  const cpuModel = cpus()[0]?.model?.trim() ?? 'unknown';
  log(`billing holds benchmark: one op = billing.hold + billing.void (two transactions), ${opts.users} funded users per path`);
  log(`machine: ${availableParallelism()} CPUs (${cpuModel}); node ${process.version}; PostgreSQL ${pg.rows[0].server_version}`);
  log(`PostgreSQL connections per side: ${opts.pool}; ops per phase: ${opts.ops}; warm-up: ${opts.warmup} per path; time for measured phases: ${opts.maxSeconds} s`);

  const warmupConcurrency = Math.max(...opts.concurrency);
  for (const path of paths) {
    const w = await runLoad({ ops: opts.warmup, concurrency: warmupConcurrency, deadline: performance.now() + WARMUP_LIMIT_MS, signal }, path.op('warm'));
    log(`  warm-up  ${path.name}: ${w.ops} ops in ${w.seconds.toFixed(2)} s`);
  }

  // Interleaved by concurrency; each phase gets an equal share of what is left of the time.
  const rows: ResultRow[] = [];
  const budgetEnd = performance.now() + opts.maxSeconds * 1000;
  let remaining = opts.concurrency.length * paths.length;
  for (const concurrency of opts.concurrency) {
    const measured = new Map<Path, Measurement>();
    for (const path of paths) {
      const share = (budgetEnd - performance.now()) / remaining--;
      const m = await runLoad({ ops: opts.ops, concurrency, deadline: performance.now() + share, signal }, path.op(`c${concurrency}`));
      measured.set(path, m);
      log(`  measured ${path.name} at concurrency ${concurrency}: ${m.ops} ops in ${m.seconds.toFixed(2)} s`);
    }
    const baseline = throughput(measured.get(bare) as Measurement);
    for (const path of paths) {
      const m = measured.get(path) as Measurement;
      rows.push({ path: path.name, measurement: m, ratio: path === bare ? undefined : throughput(m) / baseline });
    }
  }

  log('');
  log(formatResults(rows));
  log('');
  const ratios = rows.filter((row) => row.path === servicePath.name).map((row) => `concurrency ${row.measurement.concurrency}: ${row.ratio?.toFixed(3)}`);
  log(`ratio (NATS service throughput / bare SQL throughput): ${ratios.join('; ')}`);
  log(`CPUs: ${availableParallelism()}`);

  // The figures count only if both sides did the right thing: every hold voided, every ledger balanced.
  const problems = [...(await checkLedger('service', r.serviceDb.url)), ...(await checkLedger('bare', r.bareDb.url))];
  log(problems.length ? `ledger check FAILED:\n  ${problems.join('\n  ')}` : 'ledger check: both ledgers balance, every hold is voided');
  log(`total time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return problems.length === 0;
}

async function checkLedger(side: string, url: string): Promise<string[]> {
  const dataSource = await billingDataSource(url, 2).initialize();
  try {
    const problems = await auditLedger((sql) => dataSource.query(sql));
    const [{ active, off }] = await dataSource.query(
      `SELECT (SELECT COUNT(*) FROM "billing"."holds" WHERE "status" <> 'voided') AS active,
         (SELECT COUNT(*) FROM "billing"."accounts" WHERE "kind" = 'wallet' AND "balance_micros" <> $1) AS off`,
      [FUNDING_MICROS],
    );
    if (Number(active) !== 0) problems.push(`${active} holds are not voided`);
    if (Number(off) !== 0) problems.push(`${off} wallets do not hold their funding`);
    return problems.map((p) => `${side}: ${p}`);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Closes what is open, service first (its relay publishes before the namespace goes); every
 * step runs even if one fails, and what was closed is forgotten, so a second pass closes
 * only what appeared after the first.
 */
async function cleanup(r: Resources): Promise<void> {
  const step = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      process.stderr.write(`cleanup: ${what} failed: ${(error as Error).message}\n`);
    }
  };
  const { service, client, pool, serviceDb, bareDb, namespace, infra } = r;
  Object.assign(r, { service: undefined, client: undefined, pool: undefined, serviceDb: undefined, bareDb: undefined, namespace: undefined });
  if (service) await step('stop billing', () => service.close());
  if (namespace && infra) await step('clear the namespace', () => clearNamespace(namespace, client?.jsm, infra.redisUrl));
  if (client) await step('close the NATS client', () => client.close());
  if (pool) await step('close the bare pool', () => pool.end());
  if (serviceDb) await step('drop the service database', () => serviceDb.drop());
  if (bareDb) await step('drop the bare database', () => bareDb.drop());
  await step('stop test containers', () => stopTestContainers());
}

function start(): void {
  let parsed: BenchOptions | null;
  try {
    parsed = readBenchOptions();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(64); // EX_USAGE
  }
  if (!parsed) {
    log(USAGE);
    return;
  }
  const opts = parsed;
  const resources: Resources = {};
  const stop = new AbortController();
  // Cleanup passes run one after another, never two at once.
  let cleaning = Promise.resolve();
  const cleanUp = (): Promise<void> => (cleaning = cleaning.then(() => cleanup(resources)));

  const finished = main(opts, resources, stop.signal).catch((error: unknown) => {
    if (!stop.signal.aborted) process.stderr.write(`benchmark failed: ${(error as Error).stack ?? String(error)}\n`);
    return false;
  });

  // Abandoning: no new operation starts; in-flight ones get a few seconds, then everything is closed.
  const abandon = (why: string, code: number) => {
    if (stop.signal.aborted) return;
    process.stderr.write(`\n${why}; cleaning up\n`);
    stop.abort(new Error(why));
    setTimeout(() => process.exit(code), 30_000).unref();
    void Promise.race([finished, delay(10_000)])
      .then(cleanUp)
      .then(() => finished)
      .then(cleanUp)
      .finally(() => process.exit(code));
  };
  process.once('SIGINT', () => abandon('interrupted', 130));
  process.once('SIGTERM', () => abandon('terminated', 143));
  const watchdog = setTimeout(() => abandon(`still running after ${opts.maxSeconds} s + ${OVERRUN_MS / 1000} s`, 2), opts.maxSeconds * 1000 + OVERRUN_MS);
  watchdog.unref();

  void finished.then(async (ok) => {
    if (stop.signal.aborted) return; // abandon() exits
    clearTimeout(watchdog);
    await cleanUp();
    process.exitCode = ok ? 0 : 1;
    // Everything is closed, so the process ends by itself; if some handle stays open, say so and end anyway.
    setTimeout(() => {
      process.stderr.write('some connection stayed open after cleanup; exiting anyway\n');
      process.exit(ok ? 0 : 1);
    }, 5_000).unref();
  });
}

start();
