/**
 * Many authenticated socket.io connections on one gateway process: how many it holds, the heap
 * each costs it, and how long a message to one user among them takes (a `balance_changed`
 * event on NATS, as billing's outbox relay publishes it, until that user's socket has the
 * `balance` frame), against a bare NATS publish reaching a subscriber in the same run.
 *
 *   npm run bench:sockets -- --connections 19000 --users 20 --messages 300
 *
 * Each connection is a file descriptor in the gateway and one in this process: the count is
 * bounded by the open-files limit (`ulimit -n`). A tool, not a test: nothing here asserts a speed.
 */
import { BalanceChangedEvent, BillingEvents } from '@simrelay/contracts';
import { Namespace } from '@simrelay/messaging';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { connect, JSONCodec } from 'nats';
import { Account, registerVerified } from '../../apps/e2e/src/support/accounts';
import { startSystem } from '../../apps/e2e/src/support/system';
import { runLoad } from './load-runner';
import { RawUserSocket } from './raw-user-socket';
import { formatResults, ResultRow } from './results-table';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '19000' },
    users: { type: 'string', default: '20' },
    messages: { type: 'string', default: '300' },
    'open-concurrency': { type: 'string', default: '100' },
    // Also a heap snapshot of the gateway before and with the connections (heap-report.cjs).
    'heap-snapshot-dir': { type: 'string' },
  },
});
const CONNECTIONS = Number(values.connections);
const USERS = Number(values.users);
const MESSAGES = Number(values.messages);
const OPENING = Number(values['open-concurrency']);
/** Past about 25,000 connections from one address the local ports run out: the clients spread over several. */
const LOCAL_ADDRESSES = ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4'];
const ROOT = join(__dirname, '..', '..');

async function main(): Promise<void> {
  const reports = await mkdtemp(join(tmpdir(), 'heap-reports-'));
  console.log(`starting the system; ${CONNECTIONS} connections for ${USERS} users, then ${MESSAGES} messages to one more user...`);
  const system = await startSystem({
    varyClientAddress: true,
    env: {
      LOG_LEVEL: 'warn', NODE_OPTIONS: `--require ${join(ROOT, 'tools/bench/heap-report.cjs')}`, HEAP_REPORT_DIR: reports,
      ...(values['heap-snapshot-dir'] ? { HEAP_SNAPSHOT_DIR: values['heap-snapshot-dir'] } : {}),
    },
  });
  const gateway = system.processes.find((p) => p.name === 'gateway')?.child;
  const sockets: RawUserSocket[] = [];
  const nc = await connect({ servers: system.natsUrl });
  try {
    const heap = heapReader(reports, gateway?.pid as number);
    const users: Account[] = await Promise.all(Array.from({ length: USERS + 1 }, () => registerVerified(system)));
    const target = users.pop() as Account;
    const before = await heap();

    const opening = performance.now();
    const opened = await runLoad({ ops: CONNECTIONS, concurrency: OPENING, deadline: Number.POSITIVE_INFINITY }, async (i) => {
      const socket = new RawUserSocket(system.baseUrl, (users[i % users.length] as Account).token, LOCAL_ADDRESSES[Math.floor(i / 20_000) % LOCAL_ADDRESSES.length]);
      sockets.push(socket);
      await socket.ready;
    });
    const openSeconds = (performance.now() - opening) / 1000;
    const held = await heap();
    const perConnection = (held.heapUsed - before.heapUsed) / opened.ops;

    // One message to one user among them: the event as billing publishes it, to the frame on the socket.
    const listener = new RawUserSocket(system.baseUrl, target.token);
    sockets.push(listener);
    await listener.ready;
    const subject = new Namespace(system.namespace).subject(BillingEvents.balanceChanged);
    const codec = JSONCodec<BalanceChangedEvent>();
    const delivery = await runLoad({ ops: MESSAGES, concurrency: 1, deadline: Number.POSITIVE_INFINITY }, async (i) => {
      const framed = listener.next('balance');
      nc.publish(subject, codec.encode({ userId: target._id, balanceMicros: i * 10_000, at: new Date().toISOString() }));
      await framed;
    });
    const bareSubject = `bench.${system.namespace}.bare`;
    let arrived: (() => void) | undefined;
    nc.subscribe(bareSubject, { callback: () => arrived?.() });
    const bare = await runLoad({ ops: MESSAGES, concurrency: 1, deadline: Number.POSITIVE_INFINITY }, async () => {
      const got = new Promise<void>((resolve) => (arrived = resolve));
      nc.publish(bareSubject, codec.encode({ userId: target._id, balanceMicros: 0, at: new Date().toISOString() }));
      await got;
    });
    const rows: ResultRow[] = [
      { path: 'bare NATS publish -> subscriber', measurement: bare },
      { path: `balance event -> 1 user's socket among ${opened.ops}`, measurement: delivery, ratio: delivery.ops / delivery.seconds / (bare.ops / bare.seconds) },
    ];
    console.log(`\n${formatResults(rows)}\n`);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(`connections held: ${opened.ops} authenticated (opened in ${openSeconds.toFixed(1)} s, ${OPENING} at a time)`);
    console.log(`gateway heap: ${mb(before.heapUsed)} before, ${mb(held.heapUsed)} with them: ${(perConnection / 1024).toFixed(2)} KB per connection`);
    console.log(`gateway RSS: ${mb(before.rss)} before, ${mb(held.rss)} with them: ${((held.rss - before.rss) / opened.ops / 1024).toFixed(2)} KB per connection`);
    console.log(`CPUs: ${cpus().length}`);
  } finally {
    sockets.forEach((s) => s.close());
    await nc.close();
    await system.stop();
    await rm(reports, { recursive: true, force: true });
  }
}

/** Asks the gateway (heap-report.cjs) for its memory after a full collection, and waits for the answer. */
function heapReader(dir: string, pid: number) {
  let seq = 0;
  return async (): Promise<{ heapUsed: number; rss: number }> => {
    process.kill(pid, 'SIGUSR2');
    const file = join(dir, `${pid}.json`);
    // A heap snapshot of a large heap takes minutes to write.
    const deadline = Date.now() + (values['heap-snapshot-dir'] ? 600_000 : 30_000);
    while (Date.now() < deadline) {
      if (existsSync(file)) {
        const report = JSON.parse(readFileSync(file, 'utf8')) as { seq: number; heapUsed: number; rss: number };
        if (report.seq > seq) {
          seq = report.seq;
          return report;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the gateway did not report its heap (is heap-report.cjs loaded?)');
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
