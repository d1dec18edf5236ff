import { ActivationsSubjects, ActivationView, AgentStream, DomainError } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import fc from 'fast-check';
import { SMS_DURABLE } from '../router/agent-reports.consumer';
import { ActivationsHarness, sims, smsReport, startActivationsHarness } from '../testing/activations-harness';

const NUMBERS = 6;
const USERS = ['6f0c1c1e-1111-4111-8111-000000000001', '6f0c1c1e-1111-4111-8111-000000000002', '6f0c1c1e-1111-4111-8111-000000000003'];
const SERVICES = ['tg', 'wa', 'vk'] as const;
const TEXTS: Record<(typeof SERVICES)[number], [string, string]> = {
  tg: ['Telegram', 'Telegram code 41852'],
  wa: ['WhatsApp', 'WhatsApp code 123-456'],
  vk: ['VK', 'VK 402913'],
};
const FUNDS = 3_000_000;

type Command =
  | { kind: 'buy'; user: number; service: number }
  | { kind: 'cancel' | 'blocked' | 'no_sms' | 'finish' | 'sms' | 'timeout'; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('buy' as const), user: fc.nat({ max: USERS.length - 1 }), service: fc.nat({ max: SERVICES.length - 1 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('cancel' as const, 'blocked' as const, 'no_sms' as const, 'finish' as const, 'sms' as const, 'timeout' as const), pick: fc.nat({ max: 20 }) }) },
);

/**
 * Random interleavings of buys, cancels, blocks, SMS and timeouts, several at a time, against
 * the real service and database. After each run: no number in two open activations (nor in two
 * whose times overlap), no number twice for one service, every hold posted or voided exactly as
 * its activation ended, and every balance what the activations say it must be.
 */
describe('the allocator and lifecycle under random concurrent sequences', () => {
  let h: ActivationsHarness;
  const agentId = 'prop-agent';
  const list = sims(NUMBERS);

  beforeAll(async () => {
    h = await startActivationsHarness();
    await h.heartbeat(agentId, list);
    await waitFor(async () => ((await h.dataSource.query(`SELECT count(*)::int AS n FROM activations.numbers WHERE ready`))[0].n === NUMBERS ? true : undefined), 'the SIMs');
  }, 60_000);
  afterAll(() => h?.close());

  const open = async (): Promise<Array<{ id: string; number_id: string; user_id: string; service: string; iccid: string }>> =>
    h.dataSource.query(
      `SELECT a.id, a.number_id, a.user_id, a.service, n.iccid FROM activations.activations a JOIN activations.numbers n ON n.id = a.number_id
        WHERE a.status IN ('active', 'received') ORDER BY a.created_at, a.id`,
    );

  async function run(cmd: Command): Promise<void> {
    const ignoreRefusal = (error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
    };
    if (cmd.kind === 'buy') {
      await h
        .request<ActivationView>(ActivationsSubjects.buy, { userId: USERS[cmd.user], service: SERVICES[cmd.service], country: 'GB', banLimit: 1000 })
        .catch(ignoreRefusal);
      return;
    }
    const rows = await open();
    const target = rows[cmd.pick % Math.max(rows.length, 1)];
    if (!target) return;
    if (cmd.kind === 'timeout') {
      await h.dataSource.query(`UPDATE activations.activations SET expires_at = now() - interval '1 second' WHERE id = $1`, [target.id]);
    } else if (cmd.kind === 'sms') {
      const [sender, text] = TEXTS[target.service as (typeof SERVICES)[number]];
      await h.publishSms(smsReport(agentId, { iccid: target.iccid, port: '/dev/ttyP' }, sender, text));
    } else {
      await h.request(ActivationsSubjects.act, { userId: target.user_id, numberId: target.number_id, activationId: target.id, action: cmd.kind }).catch(ignoreRefusal);
    }
  }

  /** Every SMS handled, every expired activation ended, billing told everything. */
  const settled = () =>
    waitFor(async () => {
      const info = await h.client.jsm.consumers.info(h.client.namespace.name(AgentStream.name), h.client.namespace.name(SMS_DURABLE));
      const [due] = await h.dataSource.query(
        `SELECT count(*) FILTER (WHERE status IN ('active', 'received') AND expires_at <= now())::int AS expired,
                count(*) FILTER (WHERE settlement IS NOT NULL AND settled_at IS NULL)::int AS unsettled FROM activations.activations`,
      );
      return info.num_pending === 0 && info.num_ack_pending === 0 && due.expired === 0 && due.unsettled === 0 ? true : undefined;
    }, 'everything to settle', 30_000);

  it('keeps every invariant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 24 }), async (commands) => {
        await h.dataSource.query(`TRUNCATE activations.activations, activations.number_usages, activations.messages`);
        h.peers.holds.clear();
        for (const user of USERS) h.peers.balances.set(user, FUNDS);

        for (let i = 0; i < commands.length; i += 4) await Promise.all(commands.slice(i, i + 4).map(run));
        await settled();

        expect(await h.dataSource.query(`SELECT number_id FROM activations.activations WHERE status IN ('active', 'received') GROUP BY number_id HAVING count(*) > 1`)).toEqual([]);
        expect(await h.dataSource.query(`SELECT number_id, service FROM activations.activations GROUP BY number_id, service HAVING count(*) > 1`)).toEqual([]);
        // Nor in two activations over overlapping times (an end on one clock, the next start after it).
        expect(
          await h.dataSource.query(
            `SELECT a.id, b.id FROM activations.activations a JOIN activations.activations b ON a.number_id = b.number_id AND a.id < b.id
              AND tstzrange(a.created_at, COALESCE(a.ended_at, 'infinity')) && tstzrange(b.created_at, COALESCE(b.ended_at, 'infinity'))`,
          ),
        ).toEqual([]);
        const activations: Array<{ user_id: string; hold_id: string; status: string; price_micros: string }> = await h.dataSource.query(
          `SELECT user_id, hold_id, status, price_micros FROM activations.activations`,
        );
        const spent = new Map<string, number>();
        for (const a of activations) {
          const hold = h.peers.holds.get(a.hold_id);
          const charged = a.status === 'received' || a.status === 'finished';
          const open = a.status === 'active';
          expect({ status: a.status, posts: hold?.posts, voids: hold?.voids }).toEqual({ status: a.status, posts: charged ? 1 : 0, voids: charged || open ? 0 : 1 });
          if (charged || open) spent.set(a.user_id, (spent.get(a.user_id) ?? 0) + Number(a.price_micros));
        }
        for (const user of USERS) expect(h.peers.balances.get(user)).toBe(FUNDS - (spent.get(user) ?? 0));
        // No hold left without its activation (a refused purchase voided its hold).
        const orphans = [...h.peers.holds.values()].filter((hold) => !activations.some((a) => a.hold_id === hold.holdId));
        expect(orphans.every((hold) => hold.voids === 1 && hold.posts === 0)).toBe(true);
      }),
      { numRuns: 25, seed: 20261122 },
    );
  }, 300_000);
});
