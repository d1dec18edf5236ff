/**
 * The hot paths of a one-time activation besides the purchase, each against a bare baseline
 * measured in the same run, on the same servers, under the same load generator:
 *
 * - status reads (`GET /numbers/current`, `GET /api/activations/{id}`, SMS-Activate's
 *   `getStatus` and `getStatusV2`, 5sim's `check`) through the gateway, driven by autocannon,
 *   against a bare Fastify route (its own process, as the gateway) answering one Redis GET;
 * - SMS to user: an agent's SMS report published to JetStream until the user's socket gets the
 *   `message` (stored, routed, code extracted, charged, event through the outbox, pushed),
 *   against a bare NATS publish reaching a subscriber.
 *
 *   npm run bench:activation-paths -- --seconds 10 --concurrency 8
 *   npm run bench:activation-paths -- --only sms --concurrency 32 --sms-rate 500   # and an open loop at 500 SMS/s
 *   npm run bench:activation-paths -- --profile-dir /tmp/prof   # a CPU profile of every service (cpu-profile.cjs)
 *
 * A tool, not a test: nothing here asserts a speed.
 */
import { ActivationView } from '@simrelay/contracts';
import { ChildProcess, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import Redis from 'ioredis';
import { connect, JSONCodec } from 'nats';
import { Account, registerVerified } from '../../apps/e2e/src/support/accounts';
import { testSims } from '../../apps/e2e/src/support/agent-reports';
import { startSystemWithSims } from '../../apps/e2e/src/support/sim-system';
import { connectUserSocket, UserSocket } from '../../apps/e2e/src/support/user-socket';
import { formatHttpResults, HttpMeasurement, joined, runHttpLoad } from './http-load';
import { runAtRate, runLoad } from './load-runner';
import { formatCpuPerOp, snapshotCpu } from './process-cpu';
import { profileEnv } from './profile-env';
import { formatResults, ResultRow } from './results-table';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '8' },
    'sms-seconds': { type: 'string', default: '20' },
    /** Also an open loop: SMS sent at this rate over all SIMs, however fast they are handled (0: none). */
    'sms-rate': { type: 'string', default: '0' },
    'profile-dir': { type: 'string' },
    only: { type: 'string', default: 'status,sms' },
    slices: { type: 'string', default: '4' },
  },
});
const SECONDS = Number(values.seconds);
const SMS_SECONDS = Number(values['sms-seconds']);
const SMS_RATE = Number(values['sms-rate']);
const CONCURRENCY = Number(values.concurrency);
const PROFILE_DIR = values['profile-dir'];
const ONLY = new Set(values.only.split(','));
const SLICES = Number(values.slices);
const UNBOUNDED = 1_000_000_000;
const ROOT = join(__dirname, '..', '..');

const timed = <T>(seconds: number, work: (index: number) => Promise<T>) =>
  runLoad({ ops: UNBOUNDED, concurrency: CONCURRENCY, deadline: performance.now() + seconds * 1000 }, async (index) => {
    await work(index);
  });

async function main(): Promise<void> {
  const sims = testSims(CONCURRENCY, 0, 'GB');
  console.log(`starting the system (${CONCURRENCY} SIMs, ${CONCURRENCY} users, ${SECONDS} s per status phase, ${SMS_SECONDS} s of SMS)...`);
  const sut = await startSystemWithSims(sims, {
    env: {
      LOG_LEVEL: 'warn',
      // The API's per-key budget (50/s) would be the limit measured; its Redis count per request stays.
      RATE_LIMIT_FACTOR: '100000',
      ...profileEnv(PROFILE_DIR),
    },
  });
  const { system, agent } = sut;
  const sockets: UserSocket[] = [];
  const bare = await connect({ servers: system.natsUrl });
  const redis = new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379');
  const bareKey = `${system.namespace}:bench:view`;
  let bareRoute: ChildProcess | undefined;
  try {
    // One user per SIM, each with one activation that already received its first code.
    const users: Account[] = await Promise.all(sims.map(() => registerVerified(system)));
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
    const nth = <T>(list: T[], i: number): T => list[i % list.length] as T;

    if (ONLY.has('status')) {
      // The baseline answers what the gateway answers: one view's JSON.
      await redis.set(bareKey, JSON.stringify(activations[0]), 'EX', 3600);
      bareRoute = spawn(process.execPath, ['-r', join(ROOT, 'tools/node/register.cjs'), join(ROOT, 'tools/bench/bare-redis-route.ts'), process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', bareKey], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const [line] = (await once(bareRoute.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
      const bareUrl = `http://127.0.0.1:${/listening (\d+)/.exec(line.toString())?.[1]}`;
      const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
      const id = (i: number) => nth(activations, i).orderNumber;
      const stub = (action: string) => (i: number) => ({ path: `/stubs/handler_api.php?api_key=${nth(users, i).apiKey}&action=${action}&id=${id(i)}` });
      const paths: Array<[string, (i: number) => { path: string; headers?: Record<string, string> }]> = [
        ['GET /numbers/current', (i) => ({ path: '/numbers/current', headers: bearer(nth(users, i).token) })],
        ['GET /api/activations/{id}', (i) => ({ path: `/api/activations/${id(i)}`, headers: bearer(nth(users, i).apiKey) })],
        ['SMS-Activate getStatus', stub('getStatus')],
        ['SMS-Activate getStatusV2', stub('getStatusV2')],
        ['5sim GET /v1/user/check/{id}', (i) => ({ path: `/v1/user/check/${id(i)}`, headers: bearer(nth(users, i).apiKey) })],
      ];
      // Warm both (JIT, connections, the gateway's kept views), unmeasured.
      await runHttpLoad({ path: 'warm-up', url: bareUrl, connections: CONCURRENCY, seconds: 2, request: () => ({ path: '/status' }) });
      for (const [, request] of paths) await runHttpLoad({ path: 'warm-up', url: system.baseUrl, connections: CONCURRENCY, seconds: 1, request });
      // Each path in slices, each slice right after a slice of the baseline: on a shared machine
      // whose load drifts, a path and its baseline see the same moments.
      const rows: Array<HttpMeasurement & { ratio?: number }> = [];
      const slice = SECONDS / SLICES;
      for (const [name, request] of paths) {
        const bareSlices: HttpMeasurement[] = [];
        const pathSlices: HttpMeasurement[] = [];
        for (let k = 0; k < SLICES; k++) {
          bareSlices.push(await runHttpLoad({ path: 'bare Fastify + one Redis GET', url: bareUrl, connections: CONCURRENCY, seconds: slice, request: () => ({ path: '/status' }) }));
          pathSlices.push(await runHttpLoad({ path: name, url: system.baseUrl, connections: CONCURRENCY, seconds: slice, request }));
        }
        const [baseline, measured] = [joined(bareSlices, `  its baseline`), joined(pathSlices, name)];
        rows.push({ ...measured, ratio: measured.perSecond / baseline.perSecond }, baseline);
      }
      console.log(
        `\nstatus reads (autocannon, ${CONCURRENCY} connections, ${SECONDS} s per path in ${SLICES} slices, each after a slice of its baseline; ` +
          `p50: median of the slices, p99: the worst slice's)\n${formatHttpResults(rows)}\n`,
      );
      const failed = rows.filter((r) => r.failures > 0);
      if (failed.length) throw new Error(`failed requests: ${failed.map((r) => `${r.path}: ${r.failures}`).join(', ')}`);
    }

    if (ONLY.has('sms')) {
      // --- SMS to user: one message in flight per user (worker i always serves user i % n)
      const rows: ResultRow[] = [];
      const codec = JSONCodec<{ i: number }>();
      const bareSubject = `bench.${randomUUID()}`;
      const waiting = new Map<number, () => void>();
      bare.subscribe(bareSubject, { callback: (_e, msg) => waiting.get(codec.decode(msg.data).i)?.() });
      const smsBare = await timed(SMS_SECONDS / 2, async (i) => {
        const arrived = new Promise<void>((resolve) => waiting.set(i, resolve));
        bare.publish(bareSubject, codec.encode({ i }));
        await arrived;
        waiting.delete(i);
      });
      rows.push({ path: 'SMS: bare NATS publish -> subscriber', measurement: smsBare });
      let sent = 0;
      // SIM i's next message, its code unique among those in flight, until the user's socket has it.
      const smsTrip = async (i: number) => {
        const k = i % CONCURRENCY;
        const code = String(10000 + (sent++ % 89999));
        const pushed = nextMessageWithCode(sockets[k] as UserSocket, code);
        await agent.sms(simOf(k), 'Telegram', `Telegram code ${code}`, createHash('sha256').update(randomUUID()).digest('hex'));
        await pushed;
      };
      const bareRate = smsBare.ops / smsBare.seconds;
      const cpuBefore = snapshotCpu();
      const smsSystem = await timed(SMS_SECONDS, smsTrip);
      const cpu = formatCpuPerOp(cpuBefore, snapshotCpu(), smsSystem.ops, smsSystem.seconds);
      rows.push({ path: 'SMS: agent report -> user socket', measurement: smsSystem, ratio: smsSystem.ops / smsSystem.seconds / bareRate });
      for (const row of rows) row.measurement.requested = row.measurement.ops;
      console.log(`\nSMS report -> socket (${CONCURRENCY} SIMs, one message in flight each)\n${formatResults(rows)}\n`);
      if (cpu) console.log(`CPU per message by process, over the SMS phase:\n${cpu}\n`);
      if (SMS_RATE > 0) {
        const cpuBeforeRate = snapshotCpu();
        const atRate = await runAtRate({ perSecond: SMS_RATE, seconds: SMS_SECONDS }, smsTrip);
        const rateCpu = formatCpuPerOp(cpuBeforeRate, snapshotCpu(), atRate.ops, atRate.seconds);
        const rateRows = [{ path: `SMS at ${SMS_RATE}/s -> user socket`, measurement: atRate, ratio: atRate.ops / atRate.seconds / bareRate }];
        console.log(
          `SMS report -> socket at a fixed rate over ${CONCURRENCY} SIMs (an open loop: "conc." is the most in flight at once)\n` +
            `${formatResults(rateRows)}\n${rateCpu ? `\nCPU per message by process, at that rate:\n${rateCpu}\n` : ''}`,
        );
      }
    }
    console.log(`CPUs: ${cpus().length}${PROFILE_DIR ? `; CPU profiles of every service go to ${PROFILE_DIR} when they stop` : ''}`);
  } finally {
    sockets.forEach((s) => s.close());
    bareRoute?.kill('SIGTERM');
    await redis.del(bareKey).finally(() => redis.disconnect());
    await bare.close();
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
