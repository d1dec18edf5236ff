import { AgentCallReport, AgentSmsReport, AgentStatusReport, AgentSubjects, ModemStatusView } from '@simrelay/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { connect, JSONCodec, NatsConnection } from 'nats';

const codec = JSONCodec<unknown>();

export interface TestSim {
  iccid: string;
  imsi: string;
  number: string;
  port: string;
  mccMnc: string;
  operatorName: string;
}

/** Home networks of test SIMs: GB numbers from Ofcom's drama range, DE from a mobile range. */
const NETWORKS = {
  GB: { mccMnc: '23410', operatorName: 'O2 - UK', iccid: '894410', prefix: '+447700' },
  DE: { mccMnc: '26207', operatorName: 'O2 - DE', iccid: '894907', prefix: '+491570' },
} as const;

export function testSims(count: number, offset = 0, country: keyof typeof NETWORKS = 'GB'): TestSim[] {
  const net = NETWORKS[country];
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    return {
      iccid: `${net.iccid}${String(n).padStart(13, '0')}`,
      imsi: `${net.mccMnc}${String(n).padStart(10, '0')}`,
      number: `${net.prefix}${String(900000 + n).padStart(6, '0')}`,
      port: `/dev/ttyTEST${country}${n}`,
      mccMnc: net.mccMnc,
      operatorName: net.operatorName,
    };
  });
}

export const gbSims = (count: number, offset = 0): TestSim[] => testSims(count, offset, 'GB');

/**
 * Speaks the edge agent's protocol on NATS (heartbeats, SMS and call reports) for tests of the
 * back office side; the real agent on an emulated rack has its own tests.
 */
export class AgentReports {
  private constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    readonly agentId: string,
  ) {}

  static async connect(natsUrl: string, namespace: string, agentId = `agent-${randomBytes(3).toString('hex')}`): Promise<AgentReports> {
    return new AgentReports(await connect({ servers: natsUrl }), namespace, agentId);
  }

  private subject(name: string): string {
    return `${this.prefix}.${name}`;
  }

  async status(sims: TestSim[], state: ModemStatusView['state'] = 'ready'): Promise<void> {
    const report: AgentStatusReport = {
      agentId: this.agentId, at: new Date().toISOString(), uptimeSeconds: 60,
      outbox: { pending: 0, acked: 0, published: 0, publishFailures: 0 },
      modems: sims.map((sim) => ({
        port: sim.port, state, family: 'generic', manufacturer: 'Test', model: 'T1', iccid: sim.iccid, imsi: sim.imsi, number: sim.number,
        operatorName: sim.operatorName, mccMnc: sim.mccMnc, signal: { rssi: 20, dbm: -73 }, registration: { status: 1, state: 'home' }, lastError: null,
        counts: { smsReceived: 0, smsDeleted: 0, calls: 0, timeouts: 0, resets: 0, reopens: 0 }, slotsInFlight: 0,
      })),
    };
    this.nc.publish(this.subject(AgentSubjects.status(this.agentId)), codec.encode(report));
    await this.nc.flush();
  }

  /** Publishes to JetStream as the agent does, with its key as the message id. */
  async sms(sim: TestSim, sender: string, text: string, key = randomBytes(32).toString('hex')): Promise<string> {
    const now = new Date().toISOString();
    const report: AgentSmsReport = {
      key, agentId: this.agentId, iccid: sim.iccid, imsi: sim.imsi, number: sim.number, port: sim.port, sender,
      senderType: /^\+?\d+$/.test(sender) ? 'international' : 'alphanumeric', smsc: '+447785016005', text, encoding: 'gsm7',
      sentAt: now, receivedAt: now, parts: 1, partial: false, missing: [], pdus: [createHash('sha256').update(text).digest('hex')],
    };
    await this.nc.jetstream().publish(this.subject(AgentSubjects.sms(this.agentId)), codec.encode(report), { msgID: key });
    return key;
  }

  async call(sim: TestSim, caller: string): Promise<void> {
    const key = randomBytes(32).toString('hex');
    const report: AgentCallReport = {
      key, agentId: this.agentId, iccid: sim.iccid, imsi: sim.imsi, number: sim.number, port: sim.port, caller, callerType: 145, at: new Date().toISOString(),
    };
    await this.nc.jetstream().publish(this.subject(AgentSubjects.call(this.agentId)), codec.encode(report), { msgID: key });
  }

  close(): Promise<void> {
    return this.nc.close();
  }
}
