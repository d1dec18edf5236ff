import { AgentCallReport, AgentSubjects, ModemFamilyName, ModemState, ModemStatusView } from '@simrelay/contracts';
import { GsmError, parseCmgl, parseCmgr, parseCnum, parseCops, parseCreg, parseCsq, parseIccid, parseImsi, registrationState, RegistrationState, Unsolicited } from '@simrelay/gsm';
import type { Logger } from 'pino';
import { backoffDelay, Clock, sleep } from '../clock';
import { AgentSettings } from '../config';
import { LogEvent } from '../log-events';
import { DiskOutbox, OutboxEntry, SlotRef } from '../outbox/disk-outbox';
import { callKey } from '../outbox/idempotency-key';
import { SerialBinding } from '../serial/serial-binding';
import { SerialLink } from '../serial/serial-link';
import { AtChannel } from './at-channel';
import { AtCommandError, AtTimeoutError, ModemUnavailableError, NO_SIM_CME, PortClosedError, UssdError } from './at-errors';
import { detectFamily, iccidCommands, infoLine, numberFromUssd, ussdCodeFor } from './modem-family';
import { SmsIntake } from './sms-intake';

export interface ModemSessionOptions {
  path: string;
  settings: AgentSettings;
  binding: SerialBinding;
  clock: Clock;
  logger: Logger;
  outbox: DiskOutbox;
}

export interface UssdAnswer {
  status: number;
  text: string;
}

export interface DeleteOutcome {
  deleted: number[];
  kept: number[];
  empty: number[];
}

/** Why one serving period of the port ended. */
type Exit = 'lost' | 'reset' | 'retry' | 'recheck' | 'stopped';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  settled: boolean;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const result: Deferred<T> = {
    promise: new Promise<T>((r) => (resolve = r)),
    resolve: (value) => {
      if (result.settled) return;
      result.settled = true;
      resolve(value);
    },
    settled: false,
  };
  return result;
}

interface CallInProgress {
  startedAt: number;
  reported: boolean;
  endedAt: number | null;
  clipTimer: unknown;
}

type CusdUrc = Extract<Unsolicited, { type: 'cusd' }>;

/** After RING, how long to wait for +CLIP before reporting the call without a caller. */
const CLIP_WAIT_MS = 2000;
/** Between AT probes while a rebooting modem comes back. */
const REBOOT_PROBE_MS = 500;

const USSD_STATUS: Record<number, string> = {
  2: 'USSD session terminated by the network',
  3: 'another local client answered the USSD session',
  4: 'USSD operation not supported',
  5: 'network timed out the USSD session',
};

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * One serial port and the modem behind it, on its own: opens the port (again and again
 * with backoff when it vanishes), initialises and identifies the modem, reads what the SIM
 * stores, reports calls, answers commands, and resets the modem when it stops answering.
 * Nothing here waits on another port.
 */
export class ModemSession {
  private stateValue: ModemState = 'opening';
  private link: SerialLink | null = null;
  private channel: AtChannel | null = null;
  private exit: Deferred<Exit> | null = null;
  private stopping = false;
  private readonly stopSignal = new AbortController();
  private backoffAbort: AbortController | null = null;
  private supervisor: Promise<void> | null = null;
  private consecutiveTimeouts = 0;
  private resetRequested = false;
  private readonly stateListeners = new Set<() => void>();

  private family: ModemFamilyName;
  private manufacturer: string | null = null;
  private model: string | null = null;
  private iccid: string | null = null;
  private imsi: string | null = null;
  private number: string | null = null;
  private operatorName: string | null = null;
  private mccMnc: string | null = null;
  private signal: { rssi: number; dbm: number | null } | null = null;
  private registration: { status: number; state: RegistrationState } | null = null;
  private capacity: number | null = null;
  private lastError: string | null = null;
  private readonly counts = { smsReceived: 0, smsDeleted: 0, calls: 0, timeouts: 0, resets: 0, reopens: 0 };

  private intake: SmsIntake | null = null;
  private call: CallInProgress | null = null;
  private ussdTail: Promise<unknown> = Promise.resolve();
  private ussdWaiter: { resolve: (urc: CusdUrc) => void; reject: (error: Error) => void } | null = null;
  private readonly deleting = new Set<string>();
  private readonly background = new Set<Promise<unknown>>();
  private readonly log: Logger;

  constructor(private readonly options: ModemSessionOptions) {
    this.family = options.settings.families.get(options.path) ?? 'generic';
    this.log = options.logger.child({ port: options.path });
  }

  get path(): string {
    return this.options.path;
  }

  get state(): ModemState {
    return this.stateValue;
  }

  get simIccid(): string | null {
    return this.iccid;
  }

  start(): void {
    this.supervisor ??= this.supervise();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.stopSignal.abort();
    this.exit?.resolve('stopped');
    this.channel?.close(new PortClosedError(this.path, 'agent stopping'));
    await this.supervisor;
    await Promise.allSettled([...this.background]);
    if (this.call) this.options.clock.clearTimeout(this.call.clipTimer);
    this.setState('closed');
    this.log.info({ iccid: this.iccid }, LogEvent.portClosed);
  }

  /** Skips the wait of a port that is reopening with backoff. */
  reopenNow(): void {
    this.backoffAbort?.abort();
  }

  snapshot(): ModemStatusView {
    return {
      port: this.path,
      state: this.stateValue,
      family: this.family,
      manufacturer: this.manufacturer,
      model: this.model,
      iccid: this.iccid,
      imsi: this.imsi,
      number: this.number,
      operatorName: this.operatorName,
      mccMnc: this.mccMnc,
      signal: this.signal ? { ...this.signal } : null,
      registration: this.registration ? { ...this.registration } : null,
      lastError: this.lastError,
      counts: { ...this.counts },
      slotsInFlight: this.intake?.inFlightCount ?? 0,
    };
  }

  // ---------------------------------------------------------------- commands

  /** Runs a USSD code and waits for the network's answer (+CUSD). */
  async ussd(code: string): Promise<UssdAnswer> {
    this.requireState('ready');
    return this.withUssdLock(() => this.runUssd(code));
  }

  /** Close, reopen, reboot and identify again; resolves once the modem is back. */
  async restart(): Promise<ModemState> {
    const settled = this.waitForSettled();
    if (this.stateValue === 'lost') this.reopenNow();
    else this.requestExit('reset', 'restart command');
    return settled;
  }

  /** Deletes slots by index (or all), except those whose message is still on its way. */
  async deleteSlots(request: { indexes?: number[]; all?: boolean }): Promise<DeleteOutcome> {
    this.requireState('ready', 'no-sim');
    const storage = this.options.settings.smsStorage;
    const indexes = request.all ? parseCmgl(await this.at('AT+CMGL=4')).map((message) => message.index) : (request.indexes ?? []);
    const outcome: DeleteOutcome = { deleted: [], kept: [], empty: [] };
    for (const index of [...new Set(indexes)].sort((a, b) => a - b)) {
      if (this.intake?.isInFlight({ storage, index })) {
        outcome.kept.push(index);
        continue;
      }
      if ((await this.readSlot(index)) === null) {
        outcome.empty.push(index);
        continue;
      }
      await this.at(`AT+CMGD=${index}`);
      this.intake?.forgetSlot({ storage, index });
      outcome.deleted.push(index);
    }
    this.log.info({ iccid: this.iccid, indexes: outcome.deleted, kept: outcome.kept, byCommand: true }, LogEvent.smsDeleted);
    return outcome;
  }

  /** JetStream acknowledged `entry`: delete its SIM slots, then the outbox entry. */
  releaseDelivered(entry: OutboxEntry): void {
    if (this.stateValue !== 'ready' || this.iccid !== entry.iccid) return; // done when this SIM is ready again
    this.track(this.deleteDelivered(entry));
  }

  // ---------------------------------------------------------------- supervision

  private async supervise(): Promise<void> {
    let failures = 0;
    let resetPending = false;
    let opened = false;
    while (!this.stopping) {
      if (this.resetRequested) {
        this.resetRequested = false;
        await this.closeLink();
        this.counts.resets++;
        resetPending = true;
      }
      if (!this.link) {
        if (opened) this.setState(resetPending ? 'resetting' : 'lost');
        try {
          await this.openLink();
        } catch (error) {
          failures++;
          this.lastError = errorText(error);
          this.setState(opened || failures > 1 ? 'lost' : 'opening');
          const delayMs = backoffDelay(failures - 1, this.options.settings.reopenMinMs, this.options.settings.reopenMaxMs);
          this.log[failures === 1 || failures % 10 === 0 ? 'warn' : 'debug']({ attempt: failures, delayMs, err: error }, LogEvent.portOpenFailed);
          await this.backoff(delayMs);
          continue;
        }
        if (opened) {
          this.counts.reopens++;
          this.log.info({ attempt: failures }, LogEvent.portReopened);
        } else this.log.info({ baudRate: this.options.settings.baudRate }, LogEvent.portOpened);
        opened = true;
      }

      if (resetPending) {
        const answered = await this.reboot();
        if (this.stopping) break;
        if (!answered) {
          failures++;
          await this.closeLink();
          this.lastError = 'modem does not answer after reopening its port';
          this.setState('lost');
          const delayMs = backoffDelay(failures - 1, this.options.settings.reopenMinMs, this.options.settings.reopenMaxMs);
          this.log.error({ attempt: failures, delayMs }, LogEvent.modemResetFailed);
          await this.backoff(delayMs);
          continue;
        }
        resetPending = false;
      }

      const exit = await this.serve();
      if (this.stateValue === 'ready' || this.stateValue === 'no-sim') failures = 0;
      switch (exit) {
        case 'stopped':
          break;
        case 'lost': {
          failures++;
          await this.closeLink();
          this.setState('lost');
          await this.backoff(backoffDelay(failures - 1, this.options.settings.reopenMinMs, this.options.settings.reopenMaxMs));
          break;
        }
        case 'reset':
          await this.closeLink();
          this.counts.resets++;
          resetPending = true;
          this.setState('resetting');
          break;
        case 'retry':
          failures++;
          await this.backoff(backoffDelay(failures - 1, this.options.settings.reopenMinMs, this.options.settings.reopenMaxMs));
          break;
        case 'recheck':
          break;
      }
    }
    await this.closeLink();
  }

  private async openLink(): Promise<void> {
    const channelRef: { channel: AtChannel | null } = { channel: null };
    const link = await SerialLink.open(this.options.binding, this.path, this.options.settings.baudRate, {
      data: (data) => channelRef.channel?.feed(data),
      lost: (error) => this.onLinkLost(link, error),
    });
    const channel = new AtChannel({
      path: this.path,
      write: (data) => link.write(data),
      clock: this.options.clock,
      logger: this.log,
      defaultTimeoutMs: this.options.settings.commandTimeoutMs,
      onUnsolicited: (urc) => this.onUnsolicited(urc),
    });
    channelRef.channel = channel;
    this.link = link;
    this.channel = channel;
    link.start();
  }

  private onLinkLost(link: SerialLink, error: Error): void {
    if (this.link !== link) return;
    this.lastError = errorText(error);
    this.log.warn({ err: error, iccid: this.iccid }, LogEvent.portLost);
    this.channel?.close(new PortClosedError(this.path, 'port lost'));
    this.failUssd(new PortClosedError(this.path, 'port lost'));
    this.link = null;
    this.requestExit('lost');
  }

  private async closeLink(): Promise<void> {
    const link = this.link;
    this.channel?.close(new PortClosedError(this.path, 'port closed'));
    this.failUssd(new PortClosedError(this.path, 'port closed'));
    this.link = null;
    this.channel = null;
    if (link) await link.close();
  }

  private async backoff(ms: number): Promise<void> {
    if (this.stopping) return;
    const abort = new AbortController();
    this.backoffAbort = abort;
    const onStop = () => abort.abort();
    this.stopSignal.signal.addEventListener('abort', onStop, { once: true });
    await sleep(this.options.clock, ms, abort.signal);
    this.stopSignal.signal.removeEventListener('abort', onStop);
    if (this.backoffAbort === abort) this.backoffAbort = null;
  }

  /** The port was reopened after a reset: if the modem answers, reboot it and wait until it answers again. */
  private async reboot(): Promise<boolean> {
    const answers = async (): Promise<boolean> => {
      try {
        await this.channel?.run('AT');
        return this.channel !== null;
      } catch (error) {
        return error instanceof AtCommandError;
      }
    };
    if (!(await answers()) && !(await answers())) return false;
    this.log.info({ iccid: this.iccid }, LogEvent.modemRebooting);
    await this.channel?.run('AT+CFUN=1,1', this.options.settings.commandTimeoutMs * 2).catch(() => undefined);
    const deadline = this.options.clock.now() + this.options.settings.resetReadyTimeoutMs;
    while (!this.stopping && this.channel && this.options.clock.now() < deadline) {
      if (await answers()) {
        this.consecutiveTimeouts = 0;
        this.log.info({ iccid: this.iccid }, LogEvent.modemReset);
        return true;
      }
      await sleep(this.options.clock, REBOOT_PROBE_MS, this.stopSignal.signal);
    }
    // Silent past the deadline, or the port vanished while rebooting (USB modems re-enumerate):
    // the reopen loop takes over.
    return false;
  }

  private requestExit(exit: Exit, reason?: string): void {
    if (!this.exit || this.exit.settled) {
      // Between serving periods (waiting to retry): reset as soon as the wait is cut short.
      if (exit === 'reset' && !this.stopping) {
        this.resetRequested = true;
        this.reopenNow();
      }
      return;
    }
    if (exit === 'reset') this.log.warn({ reason, timeouts: this.consecutiveTimeouts, iccid: this.iccid }, LogEvent.modemUnresponsive);
    this.exit.resolve(exit);
  }

  /** One period of the port being open: set up, then serve until lost, reset or stopped. */
  private async serve(): Promise<Exit> {
    const exit = deferred<Exit>();
    this.exit = exit;
    if (this.stopping) return 'stopped';
    // Timers of this period end with it.
    const period = new AbortController();
    const onStop = () => period.abort();
    this.stopSignal.signal.addEventListener('abort', onStop, { once: true });
    try {
      return await this.servePeriod(exit, period.signal);
    } finally {
      period.abort();
      this.stopSignal.signal.removeEventListener('abort', onStop);
    }
  }

  private async servePeriod(exit: Deferred<Exit>, period: AbortSignal): Promise<Exit> {
    this.setState('initializing');

    const setup = this.setup().then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    const first = await Promise.race([setup, exit.promise.then((reason) => ({ exit: reason }))]);
    if ('exit' in first) return first.exit;
    if ('error' in first) {
      const error = first.error;
      if (exit.settled) return exit.promise;
      if (error instanceof PortClosedError) return 'lost';
      this.lastError = errorText(error);
      if (error instanceof AtTimeoutError) return 'retry';
      this.setState('failed');
      this.log.error({ err: error }, LogEvent.modemInitFailed);
      return 'retry';
    }

    if (first.result === 'no-sim') {
      this.setState('no-sim');
      // Look again for a SIM now and then (hot-swapped SIM holders).
      const recheck = sleep(this.options.clock, this.options.settings.sweepIntervalMs, period).then(() => 'recheck' as const);
      return Promise.race([exit.promise, recheck]);
    }

    this.setState('ready');
    for (;;) {
      const tick = this.tick().catch((error: unknown) => this.tickFailed(error));
      const afterTick = await Promise.race([tick.then(() => null), exit.promise]);
      if (afterTick) return afterTick;
      const waited = await Promise.race([
        sleep(this.options.clock, this.options.settings.sweepIntervalMs, period).then(() => null),
        exit.promise,
      ]);
      if (waited) return waited;
    }
  }

  private tickFailed(error: unknown): void {
    // Timeouts and a closed port have their own log lines already.
    if (error instanceof PortClosedError || error instanceof AtTimeoutError) return;
    this.lastError = errorText(error);
    this.log.warn({ err: error, iccid: this.iccid }, LogEvent.modemCheckFailed);
  }

  // ---------------------------------------------------------------- setup and identification

  private async setup(): Promise<'ready' | 'no-sim'> {
    await this.at('ATE0');
    await this.optional('AT+CMEE=1');
    this.manufacturer = infoLine(await this.optional('AT+CGMI'));
    this.model = infoLine(await this.optional('AT+CGMM'));
    this.family = this.options.settings.families.get(this.path) ?? detectFamily(this.manufacturer, this.model);

    const sim = await this.simState();
    const iccid = sim === 'absent' ? null : await this.readIccid();
    if (!iccid) {
      this.forgetSim();
      this.lastError = sim === 'absent' ? 'no SIM' : sim === 'locked' ? 'SIM locked (PIN/PUK)' : 'ICCID unreadable';
      this.log.warn({ family: this.family, reason: this.lastError }, LogEvent.modemNoSim);
      return 'no-sim';
    }
    if (this.iccid && this.iccid !== iccid) {
      this.log.warn({ from: this.iccid, to: iccid }, LogEvent.simChanged);
      this.forgetSim();
    }
    this.iccid = iccid;
    this.imsi = await this.optionalParse('AT+CIMI', parseImsi);

    await this.at('AT+CMGF=0');
    const storage = this.options.settings.smsStorage;
    this.capacity = storageCapacity(await this.at(`AT+CPMS="${storage}","${storage}","${storage}"`));
    try {
      await this.at('AT+CNMI=2,1,0,2,0');
    } catch (error) {
      if (!(error instanceof AtCommandError)) throw error;
      await this.at('AT+CNMI=2,1,0,0,0'); // modems that cannot route status reports
    }
    await this.optional('AT+CLIP=1');
    await this.optional('AT+CREG=1');

    await this.readOperator();
    await this.refreshSignal();
    this.number = await this.optionalParse('AT+CNUM', parseCnum);
    if (!this.number) this.number = await this.numberByUssd();

    this.intake ??= this.newIntake(iccid);
    this.lastError = null;
    this.log.info(
      {
        family: this.family,
        manufacturer: this.manufacturer,
        model: this.model,
        iccid,
        imsi: this.imsi,
        number: this.number,
        operator: this.operatorName,
        mccMnc: this.mccMnc,
        rssi: this.signal?.rssi,
        registration: this.registration?.state,
      },
      LogEvent.modemIdentified,
    );
    return 'ready';
  }

  private newIntake(iccid: string): SmsIntake {
    return new SmsIntake(iccid, {
      outbox: this.options.outbox,
      logger: this.log,
      clock: this.options.clock,
      multipartTimeoutMs: this.options.settings.multipartTimeoutMs,
      context: () => ({ agentId: this.options.settings.agentId, port: this.path, iccid, imsi: this.imsi, number: this.number }),
      deleteDuplicate: (slot) => this.track(this.deleteDuplicate(slot)),
      onStored: () => this.counts.smsReceived++,
    });
  }

  private forgetSim(): void {
    this.iccid = null;
    this.imsi = null;
    this.number = null;
    this.intake = null;
  }

  private async simState(): Promise<'ready' | 'absent' | 'locked' | 'unknown'> {
    try {
      const lines = await this.at('AT+CPIN?');
      const answer = lines.find((line) => /^\+CPIN:/i.test(line));
      if (!answer || /READY/i.test(answer)) return 'ready';
      return 'locked';
    } catch (error) {
      if (error instanceof AtCommandError) return error.cme !== undefined && NO_SIM_CME.has(error.cme) ? 'absent' : 'unknown';
      throw error;
    }
  }

  /** The family's own ICCID command first, then every other form, then the SIM file. */
  private async readIccid(): Promise<string | null> {
    for (const command of iccidCommands(this.family)) {
      try {
        return parseIccid(await this.at(command));
      } catch (error) {
        if (error instanceof AtCommandError) {
          if (error.cme !== undefined && NO_SIM_CME.has(error.cme)) return null;
          continue;
        }
        if (error instanceof GsmError) continue;
        throw error;
      }
    }
    return null;
  }

  private async readOperator(): Promise<void> {
    this.operatorName = null;
    this.mccMnc = null;
    for (const format of [2, 0]) {
      try {
        await this.at(`AT+COPS=3,${format}`);
      } catch (error) {
        if (!(error instanceof AtCommandError)) throw error;
      }
      const cops = await this.optionalParse('AT+COPS?', parseCops);
      const operator = cops?.operator?.trim();
      if (!operator) continue;
      if (cops?.format === 2 || /^\d{5,6}$/.test(operator)) this.mccMnc = operator;
      else this.operatorName = operator;
    }
  }

  private async refreshSignal(): Promise<void> {
    const csq = await this.optionalParse('AT+CSQ', parseCsq);
    if (csq) this.signal = { rssi: csq.rssi, dbm: csq.dbm };
    const creg = await this.optionalParse('AT+CREG?', parseCreg);
    if (creg) this.registration = { status: creg.status, state: creg.state };
  }

  private async numberByUssd(): Promise<string | null> {
    const code = ussdCodeFor(this.options.settings.ownNumberUssd, this.imsi, this.mccMnc);
    if (!code) {
      this.log.info({ iccid: this.iccid, mccMnc: this.mccMnc, source: 'AT+CNUM' }, LogEvent.ownNumberUnknown);
      return null;
    }
    try {
      const answer = await this.withUssdLock(() => this.runUssd(code));
      const number = numberFromUssd(answer.text);
      if (!number) this.log.warn({ iccid: this.iccid, code, answer: answer.text }, LogEvent.ownNumberUnknown);
      return number;
    } catch (error) {
      if (error instanceof PortClosedError || error instanceof AtTimeoutError) throw error;
      this.log.warn({ iccid: this.iccid, code, err: error }, LogEvent.ownNumberUnknown);
      return null;
    }
  }

  // ---------------------------------------------------------------- periodic work

  /** Signal, a full listing of the storage, multipart timeouts, and deletions still owed. */
  private async tick(): Promise<void> {
    await this.refreshSignal();
    await this.sweep();
    await this.intake?.flushExpired();
    await this.releaseAcked();
  }

  /** AT+CMGL=4 lists everything stored: messages that came while nobody listened, or whose +CMTI was lost. */
  private async sweep(): Promise<void> {
    const intake = this.intake;
    if (!intake) return;
    const listed = parseCmgl(await this.at('AT+CMGL=4'));
    const storage = this.options.settings.smsStorage;
    const incoming = listed.filter((message) => message.status <= 1);
    const fresh = incoming.filter((message) => !intake.isInFlight({ storage, index: message.index }));
    this.log[fresh.length > 0 ? 'info' : 'debug']({ iccid: this.iccid, stored: listed.length, fresh: fresh.length, inFlight: intake.inFlightCount }, LogEvent.smsSweep);
    if (this.capacity !== null && listed.length >= this.capacity) {
      this.log.warn({ iccid: this.iccid, stored: listed.length, capacity: this.capacity }, LogEvent.storageFull);
    }
    for (const message of incoming) await intake.ingest({ storage, index: message.index, pdu: message.pdu }, message.pdu);
  }

  private async releaseAcked(): Promise<void> {
    if (!this.iccid) return;
    for (const entry of this.options.outbox.acked(this.iccid)) await this.deleteDelivered(entry);
  }

  private async readSlot(index: number): Promise<{ status: number; pdu: string } | null> {
    try {
      return parseCmgr(await this.at(`AT+CMGR=${index}`));
    } catch (error) {
      // 321: invalid memory index, as some modems answer for an empty slot.
      if (error instanceof AtCommandError && error.final.result === 'CMS ERROR' && error.final.code === 321) return null;
      throw error;
    }
  }

  /** Deletes a delivered entry's slots, each only if it still holds the PDU read from it. */
  private async deleteDelivered(entry: OutboxEntry): Promise<void> {
    const intake = this.intake;
    if (!intake || intake.iccid !== entry.iccid || this.deleting.has(entry.key)) return;
    this.deleting.add(entry.key);
    try {
      const slots = intake.slotsOf(entry);
      const deleted: number[] = [];
      const gone: number[] = [];
      for (const slot of slots) {
        if (await this.deleteIfUnchanged(slot, entry.key)) deleted.push(slot.index);
        else gone.push(slot.index);
      }
      for (const late of intake.markDelivered(entry, slots)) this.track(this.deleteDuplicate(late));
      await this.options.outbox.remove(entry.key);
      this.counts.smsDeleted++;
      this.log.info({ iccid: entry.iccid, key: entry.key, indexes: deleted, ...(gone.length ? { alreadyGone: gone } : {}) }, LogEvent.smsDeleted);
    } catch (error) {
      if (!(error instanceof PortClosedError)) this.lastError = errorText(error);
      this.log.warn({ iccid: entry.iccid, key: entry.key, err: error }, LogEvent.smsDeleteFailed);
    } finally {
      this.deleting.delete(entry.key);
    }
  }

  private async deleteIfUnchanged(slot: SlotRef, key: string): Promise<boolean> {
    const current = await this.readSlot(slot.index);
    if (!current) return false;
    if (current.pdu.trim().toUpperCase() !== slot.pdu.trim().toUpperCase()) {
      this.log.warn({ iccid: this.iccid, key, index: slot.index }, LogEvent.smsDeleteSkipped);
      return false;
    }
    await this.at(`AT+CMGD=${slot.index}`);
    return true;
  }

  private async deleteDuplicate(slot: SlotRef): Promise<void> {
    try {
      const deleted = await this.deleteIfUnchanged(slot, 'duplicate');
      if (deleted) this.log.info({ iccid: this.iccid, indexes: [slot.index], duplicate: true }, LogEvent.smsDeleted);
    } catch (error) {
      this.log.warn({ iccid: this.iccid, index: slot.index, err: error }, LogEvent.smsDeleteFailed);
    } finally {
      this.intake?.releaseSlot(slot);
    }
  }

  // ---------------------------------------------------------------- unsolicited

  private onUnsolicited(urc: Unsolicited): void {
    switch (urc.type) {
      case 'cmti':
        this.track(this.readNew(urc.index));
        break;
      case 'cmt':
        this.track(this.intake?.ingest(null, urc.pdu) ?? Promise.resolve());
        break;
      case 'ring':
        this.onRing();
        break;
      case 'clip':
        this.onClip(urc.number, urc.numberType);
        break;
      case 'cusd':
        if (this.ussdWaiter) this.ussdWaiter.resolve(urc);
        else this.log.debug({ status: urc.status, text: urc.text }, LogEvent.unexpectedLine);
        break;
      case 'creg':
        this.registration = { status: urc.status, state: registrationState(urc.status) };
        break;
      default:
        this.log.debug({ urc }, LogEvent.unexpectedLine);
    }
  }

  /** +CMTI: read the slot (in the storage selected with AT+CPMS, where +CNMI stores). */
  private async readNew(index: number): Promise<void> {
    const intake = this.intake;
    if (!intake) return; // not identified yet: the first sweep reads it
    try {
      const message = await this.readSlot(index);
      if (!message || message.status > 1) return;
      await intake.ingest({ storage: this.options.settings.smsStorage, index, pdu: message.pdu }, message.pdu);
    } catch (error) {
      if (!(error instanceof PortClosedError)) this.log.warn({ iccid: this.iccid, index, err: error }, LogEvent.smsReadFailed);
    }
  }

  private currentCall(): CallInProgress | null {
    const call = this.call;
    if (call && call.endedAt !== null && this.options.clock.now() - call.endedAt > this.options.settings.callGraceMs) this.call = null;
    return this.call;
  }

  private onRing(): void {
    if (this.currentCall()) return;
    const call: CallInProgress = { startedAt: this.options.clock.now(), reported: false, endedAt: null, clipTimer: undefined };
    call.clipTimer = this.options.clock.setTimeout(() => this.reportCall(call, null, null), CLIP_WAIT_MS);
    this.call = call;
  }

  private onClip(number: string, numberType: number): void {
    let call = this.currentCall();
    if (!call) {
      call = { startedAt: this.options.clock.now(), reported: false, endedAt: null, clipTimer: undefined };
      this.call = call;
    }
    const caller = number.trim() || null;
    this.reportCall(call, caller, caller ? numberType : null);
  }

  /** Once per call: into the outbox, then hang up. */
  private reportCall(call: CallInProgress, caller: string | null, callerType: number | null): void {
    if (call.reported) return;
    call.reported = true;
    this.options.clock.clearTimeout(call.clipTimer);
    this.counts.calls++;
    const at = new Date(call.startedAt).toISOString();
    const iccid = this.iccid;
    this.track(
      (async () => {
        if (iccid) {
          const key = callKey(iccid, caller, at);
          const report: AgentCallReport = {
            key,
            agentId: this.options.settings.agentId,
            iccid,
            imsi: this.imsi,
            number: this.number,
            port: this.path,
            caller,
            callerType,
            at,
          };
          try {
            await this.options.outbox.add({ key, kind: 'call', subject: AgentSubjects.call(this.options.settings.agentId), payload: report, iccid, slots: [] });
            this.log.info({ iccid, key, caller }, LogEvent.callReported);
          } catch (error) {
            this.log.error({ iccid, key, caller, err: error }, LogEvent.outboxWriteFailed);
          }
        }
        await this.hangUp(caller);
        call.endedAt = this.options.clock.now();
      })(),
    );
  }

  private async hangUp(caller: string | null): Promise<void> {
    for (const command of ['ATH', 'AT+CHUP']) {
      try {
        await this.at(command);
        this.log.info({ iccid: this.iccid, caller, command }, LogEvent.callHungUp);
        return;
      } catch (error) {
        if (!(error instanceof AtCommandError)) {
          this.log.warn({ iccid: this.iccid, caller, err: error }, LogEvent.callHangUpFailed);
          return;
        }
      }
    }
    this.log.warn({ iccid: this.iccid, caller }, LogEvent.callHangUpFailed);
  }

  // ---------------------------------------------------------------- USSD

  private withUssdLock<T>(work: () => Promise<T>): Promise<T> {
    const result = this.ussdTail.then(work);
    this.ussdTail = result.catch(() => undefined);
    return result;
  }

  private async runUssd(code: string): Promise<UssdAnswer> {
    let timer: unknown;
    const answer = new Promise<CusdUrc>((resolve, reject) => {
      this.ussdWaiter = { resolve, reject };
      timer = this.options.clock.setTimeout(
        () => reject(new UssdError(`no USSD answer within ${this.options.settings.ussdTimeoutMs} ms`, null)),
        this.options.settings.ussdTimeoutMs,
      );
    });
    answer.catch(() => undefined);
    let urc: CusdUrc;
    try {
      await this.at(`AT+CUSD=1,"${code}",15`);
      urc = await answer;
    } finally {
      this.options.clock.clearTimeout(timer);
      this.ussdWaiter = null;
    }
    if (urc.status === 1) await this.optional('AT+CUSD=2'); // we never answer a menu: close the session
    if (urc.status >= 3 || (urc.text === null && urc.status !== 0)) {
      throw new UssdError(USSD_STATUS[urc.status] ?? `USSD status ${urc.status}`, urc.status);
    }
    this.log.info({ iccid: this.iccid, code, status: urc.status }, LogEvent.ussdAnswered);
    return { status: urc.status, text: urc.text ?? '' };
  }

  private failUssd(error: Error): void {
    this.ussdWaiter?.reject(error);
    this.ussdWaiter = null;
  }

  // ---------------------------------------------------------------- plumbing

  /** Every command goes through here: consecutive timeouts lead to a reset. */
  private async at(command: string, timeoutMs?: number): Promise<string[]> {
    const channel = this.channel;
    if (!channel) throw new PortClosedError(this.path, `port is ${this.stateValue}`);
    try {
      const lines = await channel.run(command, timeoutMs);
      this.consecutiveTimeouts = 0;
      return lines;
    } catch (error) {
      if (error instanceof AtCommandError) this.consecutiveTimeouts = 0;
      if (error instanceof AtTimeoutError && channel === this.channel) {
        this.consecutiveTimeouts++;
        this.counts.timeouts++;
        this.lastError = error.message;
        this.log.warn({ command, timeoutMs: error.timeoutMs, consecutive: this.consecutiveTimeouts }, LogEvent.commandTimedOut);
        if (this.consecutiveTimeouts >= this.options.settings.maxConsecutiveTimeouts) this.requestExit('reset', 'consecutive timeouts');
      }
      throw error;
    }
  }

  /** A command the modem may not know: an error answer is not a failure. */
  private async optional(command: string): Promise<string[]> {
    try {
      return await this.at(command);
    } catch (error) {
      if (error instanceof AtCommandError) {
        this.log.debug({ command, err: error }, LogEvent.optionalCommandRefused);
        return [];
      }
      throw error;
    }
  }

  private async optionalParse<T>(command: string, parse: (lines: string[]) => T): Promise<T | null> {
    try {
      return parse(await this.at(command));
    } catch (error) {
      if (error instanceof AtCommandError || error instanceof GsmError) return null;
      throw error;
    }
  }

  private requireState(...states: ModemState[]): void {
    if (!states.includes(this.stateValue)) throw new ModemUnavailableError(this.path, this.stateValue);
  }

  /** Listeners hear every call, also a repeated state (another failed reopen). */
  private setState(state: ModemState): void {
    this.stateValue = state;
    for (const listener of [...this.stateListeners]) listener();
  }

  /**
   * After a restart request: resolves once the modem has gone through a reset (or reopen) and
   * is ready (or without SIM) again; rejects when its port is lost or it fails on the way.
   */
  private waitForSettled(): Promise<ModemState> {
    const { resetReadyTimeoutMs, ussdTimeoutMs, commandTimeoutMs } = this.options.settings;
    return new Promise<ModemState>((resolve, reject) => {
      let left = this.stateValue !== 'ready' && this.stateValue !== 'no-sim';
      const check = () => {
        const state = this.stateValue;
        if (!left) {
          left = state !== 'ready' && state !== 'no-sim';
          return;
        }
        if (state === 'ready' || state === 'no-sim') done(() => resolve(state));
        else if (state === 'lost' || state === 'closed' || state === 'failed') done(() => reject(new ModemUnavailableError(this.path, state)));
      };
      const timer = this.options.clock.setTimeout(
        () => done(() => reject(new ModemUnavailableError(this.path, this.stateValue))),
        resetReadyTimeoutMs + ussdTimeoutMs + 40 * commandTimeoutMs,
      );
      const done = (settle: () => void) => {
        this.options.clock.clearTimeout(timer);
        this.stateListeners.delete(check);
        settle();
      };
      this.stateListeners.add(check);
    });
  }

  private track<T>(work: Promise<T>): void {
    const tracked = work.catch((error: unknown) => this.log.error({ err: error }, LogEvent.unexpectedError)).finally(() => this.background.delete(tracked));
    this.background.add(tracked);
  }
}

/** '+CPMS: 3,30,3,30,3,30' -> 30 (the read storage's size). */
function storageCapacity(lines: string[]): number | null {
  for (const line of lines) {
    const match = /^\+CPMS:\s*(\d+)\s*,\s*(\d+)/i.exec(line.trim());
    if (match) return Number(match[2]);
  }
  return null;
}
