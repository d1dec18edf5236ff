import { ModemState, ModemStatusView } from '@simrelay/contracts';
import { Unsolicited } from '@simrelay/gsm';
import type { Logger } from 'pino';
import { Clock } from '../clock';
import { AgentSettings } from '../config';
import { LogEvent } from '../log-events';
import { OutboxEntry, OutboxReader } from '../outbox/disk-outbox';
import { SerialBinding } from '../serial/serial-binding';
import { AtCommands } from './at-commands';
import { BackgroundWork } from './background-work';
import { CallWatcher } from './call-watcher';
import { DeleteOutcome, Modem, UssdAnswer } from './modem';
import { ModemEventBus, ModemEventName, ModemEvents, ModemListener } from './modem-events';
import { NetworkStatus } from './network-status';
import { PortSupervisor } from './port-supervisor';
import { SessionStatus } from './session-status';
import { SimIdentity } from './sim-identity';
import { SimStorage } from './sim-storage';
import { UssdRunner } from './ussd-runner';

export interface ModemSessionOptions {
  path: string;
  settings: AgentSettings;
  binding: SerialBinding;
  clock: Clock;
  logger: Logger;
  outbox: OutboxReader;
}

/**
 * One serial port and the modem behind it, on its own: the parts, each with one job, wired
 * together. The port is kept open by the supervisor, which has the session set the modem up
 * and tick; unsolicited lines go to the part they concern; what the modem receives leaves as
 * typed events, and whoever listens keeps it (the session writes nothing itself).
 */
export class ModemSession implements Modem {
  // The parts, in the order they need each other; later ones are reached only from callbacks.
  private readonly events = new ModemEventBus();
  private readonly log = this.options.logger.child({ port: this.options.path });
  private readonly status = new SessionStatus(this.options.path, this.options.clock);
  private readonly background = new BackgroundWork(this.log);
  private readonly commands: AtCommands = new AtCommands({
    path: this.options.path,
    channel: () => this.supervisor.channel,
    status: this.status,
    log: this.log,
    maxConsecutiveTimeouts: this.options.settings.maxConsecutiveTimeouts,
    tooManyTimeouts: () => this.supervisor.requestReset('consecutive timeouts'),
  });
  private readonly ussdRunner = new UssdRunner({ ...this.shared(), timeoutMs: this.options.settings.ussdTimeoutMs, iccid: () => this.identity.iccid });
  private readonly identity: SimIdentity = new SimIdentity({
    ...this.shared(),
    ussd: this.ussdRunner,
    changed: (iccid, previous) => {
      this.storage.forget();
      this.tell('simChanged', { port: this.path, iccid, previous });
    },
  });
  private readonly network = new NetworkStatus(this.commands);
  private readonly storage = new SimStorage({
    ...this.shared(),
    sim: this.identity,
    storage: this.options.settings.smsStorage,
    record: (report, slots) => this.events.emit('sms', { report, slots }),
    cleared: (entry, pduHashes) => this.events.emit('cleared', { entry, pduHashes }),
  });
  private readonly calls = new CallWatcher({ ...this.shared(), sim: this.identity, report: (report) => this.events.emit('call', { report }) });
  private readonly supervisor: PortSupervisor = new PortSupervisor({
    ...this.shared(),
    iccid: () => this.identity.iccid,
    hooks: {
      setup: () => this.setup(),
      tick: () => this.tick(),
      unsolicited: (urc) => this.route(urc),
      closed: (error) => this.ussdRunner.fail(error),
      lost: (error) => this.tell('portLost', { port: this.path, error }),
    },
  });

  constructor(private readonly options: ModemSessionOptions) {}

  get path(): string {
    return this.options.path;
  }

  get state(): ModemState {
    return this.status.state;
  }

  get simIccid(): string | null {
    return this.identity.iccid;
  }

  on<K extends ModemEventName>(event: K, listener: ModemListener<K>): () => void {
    return this.events.on(event, listener);
  }

  start(): void {
    this.supervisor.start();
  }

  async stop(): Promise<void> {
    await this.supervisor.stop();
    await this.background.settled();
    this.calls.stop();
    this.status.set('closed');
    this.log.info({ iccid: this.identity.iccid }, LogEvent.portClosed);
  }

  reopenNow(): void {
    this.supervisor.reopenNow();
  }

  snapshot(): ModemStatusView {
    const { state, lastError, counts } = this.status;
    return { port: this.path, state, ...this.identity.view(), ...this.network.view(), lastError, counts: { ...counts }, slotsInFlight: this.storage.inFlightCount };
  }

  async ussd(code: string): Promise<UssdAnswer> {
    this.status.require('ready');
    return this.ussdRunner.run(code);
  }

  async restart(): Promise<ModemState> {
    const { resetReadyTimeoutMs, ussdTimeoutMs, commandTimeoutMs } = this.options.settings;
    const settled = this.status.settled(resetReadyTimeoutMs + ussdTimeoutMs + 40 * commandTimeoutMs);
    if (this.status.state === 'lost') this.supervisor.reopenNow();
    else this.supervisor.requestReset('restart command');
    return settled;
  }

  async deleteSlots(request: { indexes?: number[]; all?: boolean }): Promise<DeleteOutcome> {
    this.status.require('ready', 'no-sim');
    return this.storage.deleteSlots(request);
  }

  releaseDelivered(entry: OutboxEntry): void {
    if (this.status.state !== 'ready' || this.identity.iccid !== entry.iccid) return; // done when this SIM is ready again
    this.storage.release(entry);
  }

  /** Initialises and identifies the modem, in this order, on a freshly opened port. */
  private async setup(): Promise<'ready' | 'no-sim'> {
    await this.commands.run('ATE0');
    await this.commands.optional('AT+CMEE=1');
    await this.identity.readModem();
    const iccid = await this.identity.readSim();
    if (!iccid) return 'no-sim';
    await this.storage.configure();
    await this.calls.enable();
    await this.network.enable();
    await this.identity.readOperator();
    await this.network.refresh();
    await this.identity.readOwnNumber();
    this.storage.serve(iccid);
    this.status.lastError = null;
    const { family, manufacturer, model, imsi, number, operatorName, mccMnc } = this.identity.view();
    const { signal, registration } = this.network.view();
    this.log.info(
      { family, manufacturer, model, iccid, imsi, number, operator: operatorName, mccMnc, rssi: signal?.rssi, registration: registration?.state },
      LogEvent.modemIdentified,
    );
    return 'ready';
  }

  /** Signal, a full listing of the storage, multipart timeouts, and deletions still owed. */
  private async tick(): Promise<void> {
    await this.network.refresh();
    await this.storage.tick();
  }

  /** Unsolicited lines, whenever they come, to the part they concern. */
  private route(urc: Unsolicited): void {
    switch (urc.type) {
      case 'cmti':
        this.storage.announced(urc.index);
        break;
      case 'cmt':
        this.storage.routed(urc.pdu);
        break;
      case 'ring':
        this.calls.ring();
        break;
      case 'clip':
        this.calls.clip(urc.number, urc.numberType);
        break;
      case 'cusd':
        if (!this.ussdRunner.answer(urc)) this.log.debug({ status: urc.status, text: urc.text }, LogEvent.unexpectedLine);
        break;
      case 'creg':
        this.network.registered(urc.status);
        break;
      default:
        this.log.debug({ urc }, LogEvent.unexpectedLine);
    }
  }

  /** What every part is given (each takes the fields it needs). */
  private shared() {
    const { path, settings, binding, clock, outbox } = this.options;
    const { agentId, multipartTimeoutMs, callGraceMs } = settings;
    const { log, status, background, commands } = this;
    return { path, settings, binding, clock, outbox, agentId, multipartTimeoutMs, callGraceMs, log, status, background, commands };
  }

  /** Events nobody waits on (their listeners' failures are logged). */
  private tell<K extends ModemEventName>(event: K, payload: ModemEvents[K]): void {
    this.background.track(this.events.emit(event, payload));
  }
}
