import { ActivationsEvents, ActivationsSubjects, ActivationView, AgentStream, CodeReceivedEvent } from '@simrelay/contracts';
import { createLogger } from '@simrelay/logging';
import { waitFor } from '@simrelay/testing';
import { JSONCodec } from 'nats';
import { RunningService, startActivations } from '../activations.bootstrap';
import { ActivationsHarness, sims, smsReport, startActivationsHarness } from '../testing/activations-harness';
import { SMS_DURABLE } from './agent-reports.consumer';

const USER = '6f0c1c1e-3333-4333-8333-000000000002';
const AGENT = 'duplicates-agent';
const SIMS = 4;
/** Copies of each report in the stream at once, taken by two replicas side by side. */
const COPIES = 6;
const codec = JSONCodec<unknown>();

/**
 * One report delivered many times at once to two activations replicas, as a redelivery after a
 * lost acknowledgement or an agent sending again can: the message is stored once, given to its
 * activation once, announced, and the hold of the first code posted once.
 */
describe('router: the same report many times at once', () => {
  let h: ActivationsHarness;
  let replica: RunningService;
  const list = sims(SIMS);
  const codes: CodeReceivedEvent[] = [];

  beforeAll(async () => {
    h = await startActivationsHarness();
    replica = await startActivations(h.env, createLogger('activations', 'silent'));
    h.client.connection.subscribe(h.client.namespace.subject(ActivationsEvents.codeReceived), { callback: (_error, msg) => codes.push(codec.decode(msg.data) as CodeReceivedEvent) });
    await h.client.connection.flush();
    await h.heartbeat(AGENT, list);
    await waitFor(async () => ((await h.dataSource.query(`SELECT count(*)::int AS n FROM activations.numbers WHERE ready`))[0].n === SIMS ? true : undefined), 'the SIMs');
    h.peers.fund(USER, 100_000_000);
  }, 60_000);
  afterAll(async () => {
    await replica?.close();
    await h?.close();
  });

  /** Every copy was handled and acked, and every announcement reached this client. */
  const settled = async () => {
    const [stream, durable] = [h.client.namespace.name(AgentStream.name), h.client.namespace.name(SMS_DURABLE)];
    await waitFor(async () => {
      const info = await h.client.jsm.consumers.info(stream, durable);
      return info.num_pending === 0 && info.num_ack_pending === 0 ? true : undefined;
    }, 'every copy acked');
    await h.outboxEmpty();
    await h.client.connection.flush();
  };

  /** The same report (one key), published as separate stream messages so that none is deduplicated. */
  const sendCopies = async (iccid: string, code: string): Promise<string> => {
    const report = smsReport(AGENT, { iccid, port: '/dev/ttyP0' }, 'Telegram', `Telegram code ${code}`);
    await Promise.all(Array.from({ length: COPIES }, (_, copy) => h.publishSms(report, `${report.key}:${copy}`)));
    return report.key;
  };

  it('stores, claims and charges once per report and announces it, for a first code and a later one', async () => {
    const bought = await Promise.all(list.map(() => h.request<ActivationView>(ActivationsSubjects.buy, { userId: USER, service: 'tg', country: 'GB', banLimit: 1000 })));
    const iccidOf = (a: ActivationView) => list.find((sim) => sim.number === a.number)?.iccid as string;
    const round = async (code: (i: number) => string) => {
      const keys = await Promise.all(bought.map((a, i) => sendCopies(iccidOf(a), code(i))));
      await settled();
      return keys;
    };
    const firstKeys = await round((i) => `1000${i}`);
    const laterKeys = await round((i) => `2000${i}`);

    const stored = await h.dataSource.query(
      `SELECT key, count(*)::int AS n, count(activation_id)::int AS given FROM activations.messages WHERE key = ANY($1) GROUP BY key`,
      [[...firstKeys, ...laterKeys]],
    );
    expect(stored).toHaveLength(SIMS * 2);
    expect(stored.every((row: { n: number; given: number }) => row.n === 1 && row.given === 1)).toBe(true);
    // Announced at least once each; a copy handled after the announcement left the outbox says it
    // again (sockets hear it twice, the stream keeps it once), always as the same stored message.
    const storedIds = new Map<string, string>(
      (await h.dataSource.query(`SELECT id, code FROM activations.messages WHERE key = ANY($1)`, [[...firstKeys, ...laterKeys]])).map((r: { id: string; code: string }) => [r.code, r.id]),
    );
    for (const [i, activation] of bought.entries()) {
      const announced = codes.filter((c) => c.activationId === activation.activationId);
      expect([...new Set(announced.map((c) => c.message.code))].sort()).toEqual([`1000${i}`, `2000${i}`]);
      expect(announced.every((c) => c.message._id === storedIds.get(c.message.code as string))).toBe(true);
    }
    const holds = [...h.peers.holds.values()].filter((hold) => hold.userId === USER);
    expect(holds.map((hold) => [hold.posts, hold.voids])).toEqual(bought.map(() => [1, 0]));
    const statuses = await h.dataSource.query(`SELECT DISTINCT status FROM activations.activations WHERE id = ANY($1)`, [bought.map((a) => a.activationId)]);
    expect(statuses).toEqual([{ status: 'received' }]);
  }, 60_000);
});
