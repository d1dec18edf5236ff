import { AgentRescanResult, AgentStatusReport, AgentStream } from '@simrelay/contracts';
import { ensureStream, Namespace } from '@simrelay/messaging';
import { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { ModemFleet } from './agent/modem-fleet';
import { Clock, sleep, systemClock } from './clock';
import { CommandServer } from './commands/command-server';
import { AgentSettings } from './config';
import { LogEvent } from './log-events';
import { AgentNats } from './nats/agent-nats';
import { DiskOutbox } from './outbox/disk-outbox';
import { OutboxPublisher } from './publish/outbox-publisher';
import { SerialBinding } from './serial/serial-binding';
import { DirectoryPortSource, PortSource } from './serial/port-source';
import { StatusReporter } from './status/status-reporter';

export const SERVICE = 'sim-agent';

export interface AgentDependencies {
  /** serialport's binding in production (`defaultSerialBinding()`), the emulator's rack binding in tests. */
  binding: SerialBinding;
  /** Where candidate ports come from; the device directories by default. */
  portSource?: PortSource;
  clock?: Clock;
}

export interface AgentHandle {
  readonly settings: AgentSettings;
  /** Resolves once NATS is connected, the stream ensured and commands are answered. */
  readonly ready: Promise<void>;
  readonly outbox: DiskOutbox;
  readonly fleet: ModemFleet;
  readonly publisher: OutboxPublisher;
  status(): AgentStatusReport;
  publishStatus(): Promise<boolean>;
  rescan(): Promise<AgentRescanResult>;
  stop(): Promise<void>;
}

const PERMISSION = /permission|authoriz|forbidden|403/i;

/** Creates the AGENT stream when it is missing (never reconfigures one made centrally). */
async function ensureAgentStream(connection: NatsConnection, namespace: Namespace, logger: Logger): Promise<void> {
  const name = namespace.name(AgentStream.name);
  try {
    const jsm = await connection.jetstreamManager();
    const exists = await jsm.streams.info(name).then(
      () => true,
      (error: Error) => {
        if (/stream not found/i.test(error.message)) return false;
        throw error;
      },
    );
    if (!exists) await ensureStream(jsm, namespace, { name: AgentStream.name, subjects: [...AgentStream.subjects] });
    logger.info({ stream: name, created: !exists }, LogEvent.streamEnsured);
  } catch (error) {
    if (PERMISSION.test(String((error as Error).message))) logger.info({ stream: name }, LogEvent.streamNotPermitted);
    else logger.warn({ stream: name, err: error }, LogEvent.streamFailed);
  }
}

/**
 * Starts the agent: the outbox first, then every port's session, then NATS in the
 * background (modems are read and their messages kept even while NATS is unreachable).
 * `main.ts` and the tests share it.
 */
export async function startAgent(settings: AgentSettings, baseLogger: Logger, deps: AgentDependencies): Promise<AgentHandle> {
  const logger = baseLogger.child({ agentId: settings.agentId });
  const clock = deps.clock ?? systemClock;
  const namespace = new Namespace(settings.namespace);
  const subject = (name: string) => namespace.subject(name);
  const startedAt = clock.now();
  const stopSignal = new AbortController();

  const outbox = await DiskOutbox.open(settings.outboxDir, logger);
  const fleet = new ModemFleet({ settings, binding: deps.binding, portSource: deps.portSource ?? new DirectoryPortSource(), clock, logger, outbox });

  let commands: CommandServer | null = null;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const nats: AgentNats = new AgentNats(settings, clock, logger, {
    connected: async (connection) => {
      if (settings.ensureStream) await ensureAgentStream(connection, namespace, logger);
      commands?.stop();
      commands = new CommandServer(connection, namespace, settings.agentId, fleet, logger);
      commands.start();
      await connection.flush();
      publisher.kick();
      void status.publish();
      markReady();
    },
    reconnected: () => publisher.kick(),
  });

  const publisher: OutboxPublisher = new OutboxPublisher({
    outbox,
    target: nats,
    subject,
    clock,
    logger,
    timeoutMs: settings.publishTimeoutMs,
    retryMinMs: settings.publishRetryMinMs,
    retryMaxMs: settings.publishRetryMaxMs,
    onAcked: (entry) => {
      if (entry.slots.length > 0) fleet.release(entry);
      else outbox.remove(entry.key).catch((error: unknown) => logger.error({ key: entry.key, err: error }, LogEvent.outboxWriteFailed));
    },
  });

  const status: StatusReporter = new StatusReporter({
    agentId: settings.agentId,
    fleet,
    outbox,
    publisher,
    target: nats,
    subject,
    clock,
    logger,
    intervalMs: settings.statusIntervalMs,
    timeoutMs: settings.publishTimeoutMs,
    startedAt,
  });

  await fleet.rescan();
  publisher.start();
  nats.start();
  status.start();
  const rescans =
    settings.rescanIntervalMs > 0
      ? (async () => {
          for (;;) {
            await sleep(clock, settings.rescanIntervalMs, stopSignal.signal);
            if (stopSignal.signal.aborted) return;
            await fleet.rescan().catch((error: unknown) => logger.warn({ err: error }, LogEvent.portScan));
          }
        })()
      : Promise.resolve();

  logger.info(
    { namespace: settings.namespace || undefined, ports: settings.serialPorts, outboxDir: settings.outboxDir, pending: outbox.pending().length },
    LogEvent.agentStarted,
  );

  let stopping: Promise<void> | null = null;
  return {
    settings,
    ready,
    outbox,
    fleet,
    publisher,
    status: () => status.report(),
    publishStatus: () => status.publish(),
    rescan: () => fleet.rescan({ dropVanished: true }),
    stop: () => {
      stopping ??= (async () => {
        logger.info({}, LogEvent.agentStopping);
        stopSignal.abort();
        await rescans;
        await status.stop();
        commands?.stop();
        await fleet.stop();
        await publisher.stop();
        await outbox.flush();
        await nats.close();
        logger.info({ pending: outbox.pending().length, acked: outbox.acked().length }, LogEvent.agentStopped);
      })();
      return stopping;
    },
  };
}
