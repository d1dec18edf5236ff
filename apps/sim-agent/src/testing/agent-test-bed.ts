import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AgentCallReport, AgentSmsReport, AgentStatusReport, AgentStream, AgentSubjects } from '@simrelay/contracts';
import { Namespace, RpcClient } from '@simrelay/messaging';
import { EmulatedModem, EmulatedModemOptions, EmulatedRack } from '@simrelay/modem-emulator';
import { clearNamespace, resolveTestInfrastructure, uniqueNamespace, waitFor } from '@simrelay/testing';
import { connect, JetStreamManager, JSONCodec, NatsConnection } from 'nats';
import { Logger } from 'pino';
import { loadAgentSettings } from '../config';
import { BindingPortSource } from '../serial/port-source';
import { AgentHandle, startAgent } from '../start-agent';
import { LogRecord, recordingLogger } from './recording-logger';
import { TcpProxy } from './tcp-proxy';

export type { LogRecord } from './recording-logger';

const codec = JSONCodec<unknown>();

export interface StoredReport<T> {
  seq: number;
  subject: string;
  msgId: string | null;
  data: T;
}

/** Short timings for tests; each test file may override any of them. */
const TEST_ENV: Record<string, string> = {
  SERIAL_PORTS: '/dev/ttyEMU*',
  COMMAND_TIMEOUT_MS: '1000',
  SWEEP_INTERVAL_MS: '60000',
  STATUS_INTERVAL_MS: '60000',
  RESCAN_INTERVAL_MS: '0',
  USSD_TIMEOUT_MS: '3000',
  MAX_CONSECUTIVE_TIMEOUTS: '3',
  REOPEN_MIN_MS: '50',
  REOPEN_MAX_MS: '400',
  RESET_READY_TIMEOUT_MS: '5000',
  PUBLISH_TIMEOUT_MS: '2000',
  PUBLISH_RETRY_MIN_MS: '50',
  PUBLISH_RETRY_MAX_MS: '400',
  NATS_RECONNECT_WAIT_MS: '100',
  MULTIPART_TIMEOUT_MS: '60000',
  CALL_GRACE_MS: '3000',
  LOG_LEVEL: 'debug',
};

/**
 * One test file's world: an emulated rack, a namespace on the real NATS, an outbox
 * directory, and the agent between them (optionally behind a TCP proxy the test can cut).
 */
export class AgentTestBed {
  readonly logs: LogRecord[] = [];
  readonly logger: Logger;
  agent: AgentHandle | null = null;
  private agentId = 'rack-test';

  private constructor(
    readonly rack: EmulatedRack,
    readonly namespace: string,
    readonly natsUrl: string,
    readonly redisUrl: string,
    readonly nc: NatsConnection,
    readonly jsm: JetStreamManager,
    readonly proxy: TcpProxy | null,
    readonly outboxDir: string,
  ) {
    this.logger = recordingLogger(this.logs);
  }

  /**
   * `server`: a NATS server of the test's own (with the test's connection logging in as
   * `user`), used without namespace, as in production. Default: the shared test NATS, under
   * a namespace of this file's own.
   */
  static async create(
    modems: Array<EmulatedModemOptions | EmulatedModem>,
    o: { proxy?: boolean; server?: { url: string; user: string; pass: string } } = {},
  ): Promise<AgentTestBed> {
    const infra = await resolveTestInfrastructure();
    const natsUrl = o.server?.url ?? infra.natsUrl;
    const rack = new EmulatedRack(modems.map((m) => (m instanceof EmulatedModem ? m : new EmulatedModem(m))));
    const nc = await connect({ servers: natsUrl, name: 'sim-agent-test', user: o.server?.user, pass: o.server?.pass });
    const jsm = await nc.jetstreamManager();
    const proxy = o.proxy ? await TcpProxy.start(natsUrl) : null;
    const outboxDir = mkdtempSync(join(tmpdir(), 'sim-agent-outbox-'));
    return new AgentTestBed(rack, o.server ? '' : uniqueNamespace(), natsUrl, infra.redisUrl, nc, jsm, proxy, outboxDir);
  }

  get id(): string {
    return this.agentId;
  }

  get streamName(): string {
    return new Namespace(this.namespace).name(AgentStream.name);
  }

  get rpc(): RpcClient {
    return new RpcClient(this.nc, new Namespace(this.namespace));
  }

  modem(id: string): EmulatedModem {
    return this.rack.modem(id);
  }

  async start(env: Record<string, string> = {}): Promise<AgentHandle> {
    if (this.agent) throw new Error('agent already running');
    const settings = loadAgentSettings({
      ...TEST_ENV,
      AGENT_ID: this.agentId,
      NAMESPACE: this.namespace,
      NATS_URL: this.proxy?.url ?? this.natsUrl,
      OUTBOX_DIR: this.outboxDir,
      ...env,
    });
    this.agentId = settings.agentId;
    this.agent = await startAgent(settings, this.logger, { binding: this.rack.binding, portSource: new BindingPortSource(this.rack.binding) });
    return this.agent;
  }

  /** Starts the agent and waits until NATS is connected and every modem identified (or without SIM). */
  async startReady(env: Record<string, string> = {}, expectReady = this.rack.modems.length): Promise<AgentHandle> {
    const agent = await this.start(env);
    await agent.ready;
    await this.waitForModems(expectReady);
    return agent;
  }

  async waitForModems(count = this.rack.modems.length): Promise<void> {
    await waitFor(async () => {
      const settled = this.requireAgent()
        .fleet.snapshots()
        .filter((m) => m.state === 'ready' || m.state === 'no-sim');
      return settled.length >= count ? true : undefined;
    }, `${count} modem(s) identified`);
  }

  async stop(): Promise<void> {
    const agent = this.agent;
    this.agent = null;
    await agent?.stop();
  }

  requireAgent(): AgentHandle {
    if (!this.agent) throw new Error('agent not running');
    return this.agent;
  }

  /** Every report of one kind in the AGENT stream, in stream order. */
  async reports<T>(kind: 'sms' | 'call' | 'status'): Promise<Array<StoredReport<T>>> {
    const ns = new Namespace(this.namespace);
    const subject = ns.subject(kind === 'sms' ? AgentSubjects.sms(this.agentId) : kind === 'call' ? AgentSubjects.call(this.agentId) : AgentSubjects.status(this.agentId));
    let info;
    try {
      info = await this.jsm.streams.info(this.streamName);
    } catch {
      return [];
    }
    const found: Array<StoredReport<T>> = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
      const message = await this.jsm.streams.getMessage(this.streamName, { seq }).catch(() => null);
      if (!message || message.subject !== subject) continue;
      found.push({ seq, subject: message.subject, msgId: message.header.get('Nats-Msg-Id') || null, data: codec.decode(message.data) as T });
    }
    return found;
  }

  sms(): Promise<Array<StoredReport<AgentSmsReport>>> {
    return this.reports<AgentSmsReport>('sms');
  }

  calls(): Promise<Array<StoredReport<AgentCallReport>>> {
    return this.reports<AgentCallReport>('call');
  }

  statuses(): Promise<Array<StoredReport<AgentStatusReport>>> {
    return this.reports<AgentStatusReport>('status');
  }

  /** Waits until the stream holds `count` SMS reports (and returns them). */
  async waitForSms(count: number, what = `${count} SMS in JetStream`): Promise<Array<StoredReport<AgentSmsReport>>> {
    return waitFor(async () => {
      const found = await this.sms();
      return found.length >= count ? found : undefined;
    }, what);
  }

  /** Log lines with this message (optionally for one port). */
  logged(msg: string, port?: string): LogRecord[] {
    return this.logs.filter((record) => record.msg === msg && (port === undefined || record.port === port));
  }

  async waitForLog(msg: string, port?: string, count = 1): Promise<LogRecord[]> {
    return waitFor(async () => {
      const found = this.logged(msg, port);
      return found.length >= count ? found : undefined;
    }, `${count} "${msg}" log line(s)${port ? ` for ${port}` : ''}`);
  }

  /** Index of the first log line matching, for ordering assertions. */
  logIndex(predicate: (record: LogRecord) => boolean): number {
    return this.logs.findIndex(predicate);
  }

  async close(): Promise<void> {
    await this.stop();
    this.rack.close();
    await this.proxy?.close();
    if (this.namespace) await clearNamespace(this.namespace, this.jsm, this.redisUrl);
    await this.nc.close();
    rmSync(this.outboxDir, { recursive: true, force: true });
  }
}
