import { AgentStatusReport, AgentSubjects, ModemState, ModemStatusView } from '@simrelay/contracts';
import { waitFor } from '@simrelay/testing';
import { JSONCodec } from 'nats';
import { ActivationsHarness, sims, startActivationsHarness } from '../testing/activations-harness';

const codec = JSONCodec<unknown>();
type Sim = ReturnType<typeof sims>[number];

/** Heartbeats through NATS into the real service and database: what the rows say after each. */
describe('the inventory from agents heartbeats', () => {
  let h: ActivationsHarness;
  let reports = 0;
  const agentId = 'inventory-agent';
  const [a, b, c] = sims(3) as [Sim, Sim, Sim];

  const port = (portName: string, sim: Sim | null, state: ModemState = 'ready'): ModemStatusView => ({
    port: portName, state, family: 'generic', manufacturer: null, model: null, iccid: sim?.iccid ?? null, imsi: sim?.imsi ?? null,
    number: sim ? sim.number.replace('+44', '0') : null, operatorName: sim ? 'O2 - UK' : null, mccMnc: sim ? '23410' : null,
    signal: { rssi: 20, dbm: -73 }, registration: null, lastError: null,
    counts: { smsReceived: 0, smsDeleted: 0, calls: 0, timeouts: 0, resets: 0, reopens: 0 }, slotsInFlight: 0,
  });

  /** One report, applied: a marker port last (ports are applied in order) says when. */
  async function report(modems: ModemStatusView[]): Promise<void> {
    const mark = `mark-${++reports}`;
    const body = {
      agentId, at: new Date().toISOString(), uptimeSeconds: 1, outbox: { pending: 0, acked: 0, published: 0, publishFailures: 0 },
      modems: [...modems, { ...port('/dev/marker', null, 'no-sim'), lastError: mark }],
    } satisfies AgentStatusReport;
    h.client.connection.publish(h.client.namespace.subject(AgentSubjects.status(agentId)), codec.encode(body));
    await waitFor(async () => {
      const [row] = await h.dataSource.query(`SELECT 1 FROM activations.modems WHERE agent_id = $1 AND last_error = $2`, [agentId, mark]);
      return row ? true : undefined;
    }, `report ${mark} applied`);
  }

  const numbers = async () =>
    (await h.dataSource.query(
      `SELECT n.iccid, n.number, n.country, n.carrier, n.ready, m.port, n.last_seen_at
         FROM activations.numbers n JOIN activations.modems m ON m.id = n.modem_id ORDER BY n.iccid`,
    )) as Array<{ iccid: string; number: string; country: string; carrier: string; ready: boolean; port: string; last_seen_at: Date }>;

  beforeAll(async () => {
    h = await startActivationsHarness();
  });
  afterAll(() => h?.close());

  it('keeps each SIM on the port that reports it, ready as its modem says, where it is from', async () => {
    await report([port('/dev/p1', a), port('/dev/p2', b, 'initializing')]);
    expect(await numbers()).toEqual([
      expect.objectContaining({ iccid: a.iccid, number: a.number, country: 'GB', carrier: 'o2', ready: true, port: '/dev/p1' }),
      expect.objectContaining({ iccid: b.iccid, ready: false, port: '/dev/p2' }),
    ]);
    const [modem] = await h.dataSource.query(`SELECT state, signal_dbm FROM activations.modems WHERE agent_id = $1 AND port = '/dev/p2'`, [agentId]);
    expect(modem).toEqual({ state: 'initializing', signal_dbm: -73 });
  });

  it('moves a SIM to the port it turns up on, and a SIM gone from its port is not ready any more', async () => {
    const before = await numbers();
    // a moved from p1 to p3; p1 now empty; b swapped out of p2 for c.
    await report([port('/dev/p1', null, 'no-sim'), port('/dev/p2', c), port('/dev/p3', a)]);
    const after = await numbers();
    expect(after).toEqual([
      expect.objectContaining({ iccid: a.iccid, ready: true, port: '/dev/p3' }),
      expect.objectContaining({ iccid: b.iccid, ready: false, port: '/dev/p2' }),
      expect.objectContaining({ iccid: c.iccid, ready: true, port: '/dev/p2' }),
    ]);
    // A SIM reported again is seen again; one not reported keeps its last sighting.
    expect(after[0]?.last_seen_at.getTime()).toBeGreaterThan(before[0]?.last_seen_at.getTime() ?? Infinity);
    expect(after[1]?.last_seen_at).toEqual(before[1]?.last_seen_at);
    await report([port('/dev/p2', null, 'no-sim'), port('/dev/p3', a)]);
    expect((await numbers()).map((n) => [n.iccid, n.ready])).toEqual([[a.iccid, true], [b.iccid, false], [c.iccid, false]]);
  });

  it("takes the country and carrier an operator set on the port over the SIM's own", async () => {
    await h.dataSource.query(`UPDATE activations.modems SET country_override = 'DE', carrier_override = 'vodafone' WHERE agent_id = $1 AND port = '/dev/p3'`, [agentId]);
    await report([port('/dev/p3', a)]);
    expect((await numbers())[0]).toEqual(expect.objectContaining({ iccid: a.iccid, country: 'DE', carrier: 'vodafone', ready: true }));
  });
});
