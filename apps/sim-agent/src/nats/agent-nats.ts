import { readFileSync } from 'node:fs';
import { AgentSubjects } from '@simrelay/contracts';
import { Namespace } from '@simrelay/messaging';
import { connect, ConnectionOptions, credsAuthenticator, JetStreamClient, NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { backoffDelay, Clock, sleep } from '../clock';
import { AgentSettings } from '../config';
import { LogEvent } from '../log-events';
import { ReportPublisher } from '../publish/outbox-publisher';

const CONNECT_RETRY_MAX_MS = 30_000;
const DRAIN_MS = 2000;

export interface AgentNatsEvents {
  /** First connection (and again after a connection that closed for good was replaced). */
  connected: (connection: NatsConnection) => Promise<void>;
  /** The client reconnected on its own: subscriptions are back; the publisher should retry now. */
  reconnected: () => void;
}

/**
 * The agent's one NATS connection. Unlike a service, the agent must start without NATS (the
 * modems and the outbox do not wait for it): connecting retries in the background, forever,
 * and the connection then reconnects by itself after any outage.
 */
export class AgentNats implements ReportPublisher {
  private connection: NatsConnection | null = null;
  private js: JetStreamClient | null = null;
  private up = false;
  private stopping = false;
  private readonly stopSignal = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(
    private readonly settings: AgentSettings,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly events: AgentNatsEvents,
  ) {}

  get connected(): boolean {
    return this.up;
  }

  get nc(): NatsConnection | null {
    return this.connection;
  }

  start(): void {
    this.loop ??= this.connectLoop();
  }

  async publish(subject: string, data: Uint8Array, options: { msgID?: string; timeout: number }): Promise<{ duplicate: boolean; seq: number }> {
    if (!this.js || !this.up) throw new Error('nats disconnected');
    const ack = await this.js.publish(subject, data, options.msgID ? { msgID: options.msgID, timeout: options.timeout } : { timeout: options.timeout });
    return { duplicate: ack.duplicate, seq: ack.seq };
  }

  async close(): Promise<void> {
    this.stopping = true;
    this.stopSignal.abort();
    const connection = this.connection;
    const wasUp = this.up;
    this.up = false;
    if (connection && !connection.isClosed()) {
      // Drain answers commands in flight; a connection that is down cannot drain, so close it.
      const drained = wasUp ? connection.drain().then(() => true, () => false) : Promise.resolve(false);
      const timer = new AbortController();
      const inTime = await Promise.race([drained, sleep(this.clock, DRAIN_MS, timer.signal).then(() => false)]);
      timer.abort();
      if (!inTime && !connection.isClosed()) await connection.close();
      await connection.closed();
    }
    await this.loop;
  }

  private options(): ConnectionOptions {
    const { nats, agentId } = this.settings;
    return {
      servers: nats.url,
      name: `sim-agent-${agentId}`,
      // JetStream acks come back under agent.<id>.inbox.>: credentials need nothing outside agent.<id>.>.
      inboxPrefix: new Namespace(this.settings.namespace).subject(AgentSubjects.inboxPrefix(agentId)),
      user: nats.user,
      pass: nats.pass,
      ...(nats.credsFile ? { authenticator: credsAuthenticator(() => readFileSync(nats.credsFile as string)) } : {}),
      maxReconnectAttempts: -1,
      reconnectTimeWait: nats.reconnectWaitMs,
      reconnectJitter: Math.min(100, nats.reconnectWaitMs),
      // A link that silently stops carrying packets is noticed within a minute.
      pingInterval: 20_000,
      maxPingOut: 3,
      timeout: 5000,
    };
  }

  private async connectLoop(): Promise<void> {
    let attempt = 0;
    while (!this.stopping) {
      let connection: NatsConnection;
      try {
        connection = await connect(this.options());
      } catch (error) {
        attempt++;
        const delayMs = backoffDelay(attempt - 1, this.settings.nats.reconnectWaitMs, CONNECT_RETRY_MAX_MS);
        this.logger[attempt === 1 || attempt % 10 === 0 ? 'warn' : 'debug']({ attempt, delayMs, err: error }, LogEvent.natsConnectFailed);
        await sleep(this.clock, delayMs, this.stopSignal.signal);
        continue;
      }
      if (this.stopping) {
        await connection.close();
        return;
      }
      this.connection = connection;
      this.js = connection.jetstream();
      this.up = true;
      this.logger.info({ server: connection.getServer() }, LogEvent.natsConnected);
      void this.watch(connection);
      try {
        await this.events.connected(connection);
      } catch (error) {
        this.logger.error({ err: error }, LogEvent.natsError);
      }
      // Wait for this connection to close for good (auth revoked, server gone with no reconnect).
      const closedWith = await connection.closed();
      this.up = false;
      if (this.stopping) return;
      this.logger.warn({ err: closedWith }, LogEvent.natsDisconnected);
      attempt = 0;
    }
  }

  private async watch(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') {
        this.up = false;
        if (!this.stopping) this.logger.warn({ server: String(status.data) }, LogEvent.natsDisconnected);
      } else if (status.type === 'reconnect') {
        this.up = true;
        this.logger.info({ server: String(status.data) }, LogEvent.natsReconnected);
        this.events.reconnected();
      } else if (status.type === 'error') {
        this.logger.warn({ data: String(status.data), permission: status.permissionContext }, LogEvent.natsError);
      }
    }
  }
}
