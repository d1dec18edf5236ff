import { parseArgs } from 'node:util';

/** What one benchmark run does; every field can be set by a flag or an environment variable. */
export interface BenchOptions {
  /** Measured operations per phase (one operation = one hold and its void). */
  ops: number;
  /** Each phase runs at each of these concurrencies, in order. */
  concurrency: number[];
  /** Pre-funded users the operations go round (per path). */
  users: number;
  /** Unmeasured operations per path before the first phase. */
  warmup: number;
  /** Time for all measured phases together; each phase gets an equal share and stops early when it is used up. */
  maxSeconds: number;
  /** Connections per side: the service's pool (BILLING_DB_POOL_SIZE) and the bare loop's pool alike. */
  pool: number;
  /** Also measure the bare loop with the idempotency and outbox rows the service writes too. */
  bookkeeping: boolean;
  /** The billing service's log level. */
  logLevel: string;
}

const FLAGS = {
  ops: { env: 'BENCH_OPS', fallback: '2000', help: 'measured hold+void pairs per phase' },
  concurrency: { env: 'BENCH_CONCURRENCY', fallback: '16,1', help: 'comma-separated concurrencies, one phase each' },
  users: { env: 'BENCH_USERS', fallback: '50', help: 'pre-funded users per path' },
  warmup: { env: 'BENCH_WARMUP', fallback: '200', help: 'unmeasured pairs per path first' },
  'max-seconds': { env: 'BENCH_MAX_SECONDS', fallback: '90', help: 'time for all measured phases together' },
  pool: { env: 'BENCH_POOL', fallback: '10', help: 'PostgreSQL connections per side (billing default: 10)' },
  bookkeeping: { env: 'BENCH_BOOKKEEPING', fallback: 'true', help: 'also time bare SQL + idempotency/outbox rows (true|false)' },
  'log-level': { env: 'BENCH_LOG_LEVEL', fallback: 'warn', help: "billing's log level" },
} as const;

type Flag = keyof typeof FLAGS;

export const USAGE = [
  'usage: npm run bench:holds -- [--flag value ...]',
  ...Object.entries(FLAGS).map(([flag, f]) => `  --${flag.padEnd(12)} ${f.env.padEnd(18)} default ${f.fallback.padEnd(6)} ${f.help}`),
].join('\n');

function integer(flag: Flag, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${flag} must be an integer from ${min} to ${max}, not "${raw}"`);
  return value;
}

/** Flags win over environment variables, which win over the defaults. Null when help was asked for. */
export function readBenchOptions(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): BenchOptions | null {
  const strings = Object.fromEntries(Object.keys(FLAGS).map((flag) => [flag, { type: 'string' as const }])) as Record<Flag, { type: 'string' }>;
  const { values } = parseArgs({ args: argv, strict: true, options: { help: { type: 'boolean', short: 'h' }, ...strings } });
  if (values.help) return null;
  const raw = (flag: Flag): string => {
    const given = (values as Record<string, string | boolean | undefined>)[flag];
    return typeof given === 'string' ? given : env[FLAGS[flag].env] || FLAGS[flag].fallback;
  };
  const bookkeeping = raw('bookkeeping');
  if (bookkeeping !== 'true' && bookkeeping !== 'false') throw new Error(`--bookkeeping must be true or false, not "${bookkeeping}"`);
  const concurrency = raw('concurrency').split(',').map((c) => integer('concurrency', c.trim(), 1, 256));
  return {
    ops: integer('ops', raw('ops'), 1, 1_000_000),
    concurrency,
    users: integer('users', raw('users'), 1, 100_000),
    warmup: integer('warmup', raw('warmup'), 0, 1_000_000),
    maxSeconds: integer('max-seconds', raw('max-seconds'), 1, 3600),
    pool: integer('pool', raw('pool'), 2, 100),
    bookkeeping: bookkeeping === 'true',
    logLevel: raw('log-level'),
  };
}
