import { tpduLength } from '@simrelay/gsm';
import { cms, CMS } from './at-error';
import type { CommandContext } from './commands/command-context';
import { cregUrc } from './commands/network-commands';
import { numberType } from './commands/sim-commands';
import { MessageStorage, type StorageName } from './message-storage';
import { FAMILY_PROFILES, type FamilyProfile, type ModemFamily } from './modem-family';
import { defaultSettings, type ModemSettings } from './modem-settings';
import { imeiFor, OPERATORS, operatorOf, simFor, stableDigits } from './operators';
import type { SimCard } from './sim-card';
import { cusdLine, defaultUssdAnswer } from './ussd-answer';

/** How the core reaches the serial side and the modem's listeners. */
export interface CoreOutput {
  urc(line: string): void;
  emit(event: string, payload?: unknown): void;
  /** AT+CMGS accepted: what the host types next is a PDU. */
  beginSmsInput(length: number): void;
  /** Power went off or the modem restarts: a half-typed line or PDU is lost. */
  resetLine(): void;
}

export interface CoreOptions {
  id: string;
  family: ModemFamily;
  sim: SimCard | null | undefined;
  rssi: number;
  registration: number;
  storageCapacity: number;
  modemStorageCapacity: number;
  ussd: ((code: string) => string | null) | undefined;
  numberInCnum: boolean;
  rebootMs: number;
  imei: string | undefined;
  smsc: string | null | undefined;
  ussdDelayMs: number;
  ringIntervalMs: number;
}

interface IncomingCall {
  caller: string;
  ringsLeft: number;
  answered: boolean;
  noCarrier: boolean;
  timer: NodeJS.Timeout | null;
}

export interface SentMessage {
  reference: number;
  pdu: string;
  length: number;
}

/**
 * The modem's state and behaviour below the serial line: settings, SIM, network, storage,
 * calls, USSD, power. Command handlers see it as their CommandContext.
 */
export class ModemCore implements CommandContext {
  readonly profile: FamilyProfile;
  readonly sim: SimCard | null;
  readonly imei: string;
  readonly storage: MessageStorage;
  readonly numberInCnum: boolean;
  readonly cell: { lac: string; cellId: string };
  smsc: string | null;
  settings: ModemSettings;
  functionality = 1;

  connected = true;
  hung = false;
  rebooting = false;

  private signal: number;
  private networkRegistration: number;
  private deregistered = false;
  /** Messages the network holds: the modem is off, hung, unregistered or its storage is full. */
  private readonly network: Array<{ id: number; pdu: string }> = [];
  private nextNetworkId = 1;
  private nextConcatRef: number;
  private nextReference = 0;
  private readonly sent: SentMessage[] = [];
  private call: IncomingCall | null = null;
  private readonly ussdAnswers = new Map<string, string | null>();
  private readonly ussd: (code: string) => string | null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private rebootRequested = false;

  constructor(
    private readonly options: CoreOptions,
    private readonly output: CoreOutput,
  ) {
    this.profile = FAMILY_PROFILES[options.family];
    this.sim = options.sim === undefined ? simFor(OPERATORS[0], options.id) : options.sim;
    this.imei = options.imei ?? imeiFor(this.profile.tac, options.id);
    this.smsc = options.smsc !== undefined ? options.smsc : (operatorOf(this.sim?.mccMnc ?? '')?.smsc ?? OPERATORS[0].smsc);
    this.numberInCnum = options.numberInCnum;
    this.signal = options.rssi;
    this.networkRegistration = options.registration;
    this.storage = new MessageStorage({ SM: options.storageCapacity, ME: options.modemStorageCapacity }, this.profile.firstIndex);
    this.settings = defaultSettings(this.profile);
    const digits = stableDigits(`${options.id}/cell`, 10);
    this.cell = { lac: Number(digits.slice(0, 4)).toString(16).toUpperCase().padStart(4, '0'), cellId: Number(digits.slice(4)).toString(16).toUpperCase().padStart(8, '0') };
    this.nextConcatRef = Number(digits.slice(0, 3)) % 256;
    this.ussd = options.ussd ?? defaultUssdAnswer(this.sim?.number ?? null);
  }

  // ---- what commands read ----

  get rssi(): number {
    return this.functionality === 1 ? this.signal : 99;
  }

  get registration(): number {
    return this.sim && this.functionality === 1 && !this.deregistered ? this.networkRegistration : 0;
  }

  private get registered(): boolean {
    return this.registration === 1 || this.registration === 5;
  }

  /** Whether a message from the network can reach storage now. */
  private get receiving(): boolean {
    return this.connected && !this.hung && !this.rebooting && this.registered;
  }

  // ---- CommandContext actions ----

  resetSettings(): void {
    this.settings = defaultSettings(this.profile);
  }

  rebootAfterReply(): void {
    this.rebootRequested = true;
  }

  setFunctionality(fun: number): void {
    this.watchRegistration(() => {
      this.functionality = fun;
    });
  }

  setDeregistered(deregistered: boolean): void {
    this.watchRegistration(() => {
      this.deregistered = deregistered;
    });
  }

  hangUp(): void {
    if (this.call) this.endCall('host');
  }

  answerCall(): boolean {
    const call = this.call;
    if (!call || call.answered) return false;
    if (call.timer) this.clearTimer(call.timer);
    call.timer = null;
    call.answered = true;
    return true;
  }

  requestUssd(code: string): void {
    const presented = this.settings.ussdPresentation;
    this.schedule(() => {
      const answer = this.ussdAnswer(code);
      this.output.emit('ussd', { code, answer });
      if (presented) this.output.urc(cusdLine(answer));
    }, this.options.ussdDelayMs);
  }

  beginSmsInput(length: number): void {
    this.output.beginSmsInput(length);
  }

  storageChanged(): void {
    this.deliverPending();
  }

  // ---- network side ----

  setSignal(rssi: number): void {
    this.signal = rssi;
  }

  setRegistration(status: number): void {
    this.watchRegistration(() => {
      this.networkRegistration = status;
    });
  }

  setUssdAnswer(code: string, answer: string | null): void {
    this.ussdAnswers.set(code, answer);
  }

  concatReference(): number {
    const ref = this.nextConcatRef;
    this.nextConcatRef = (ref + 1) % 256;
    return ref;
  }

  /** Hands a PDU to the network; it reaches storage as soon as the modem can take it. */
  enqueue(pdu: string): number {
    const id = this.nextNetworkId++;
    this.network.push({ id, pdu: pdu.toUpperCase() });
    return id;
  }

  get waitingInNetwork(): number {
    return this.network.length;
  }

  /**
   * Moves waiting messages into the receive storage (mem3), in arrival order, with a +CMTI each
   * when AT+CNMI asks for it; with <mt> 2 they go straight to the host as +CMT instead.
   * Returns the storage index of every message stored, by network id.
   */
  deliverPending(): Map<number, number> {
    const stored = new Map<number, number>();
    const storage = this.settings.storages[2];
    while (this.receiving && this.network.length > 0) {
      const next = this.network[0];
      const length = tpduLength(next.pdu);
      const [mode, mt] = this.settings.cnmi;
      if (mode !== 0 && mt === 2) {
        this.network.shift();
        this.output.urc(`+CMT: ,${length}\r\n${next.pdu}`);
        this.output.emit('sms-routed', { pdu: next.pdu });
        continue;
      }
      const index = this.storage.add(storage, { status: 0, pdu: next.pdu, length });
      if (index === null) break;
      this.network.shift();
      stored.set(next.id, index);
      this.output.emit('sms-stored', { storage, index, pdu: next.pdu });
      if (mode !== 0 && (mt === 1 || mt === 3)) this.output.urc(`+CMTI: "${storage}",${index}`);
    }
    return stored;
  }

  /** A PDU the host typed after AT+CMGS=<length>: its TP-MR reference, or +CMS ERROR 304. */
  submit(pdu: string, length: number): number {
    if (!/^(?:[0-9A-F]{2})+$/u.test(pdu)) throw cms(CMS.invalidPduParameter);
    let actual: number;
    try {
      actual = tpduLength(pdu);
    } catch {
      throw cms(CMS.invalidPduParameter);
    }
    if (actual !== length) throw cms(CMS.invalidPduParameter);
    const reference = this.nextReference;
    this.nextReference = (reference + 1) % 256;
    const message = { reference, pdu, length };
    this.sent.push(message);
    this.output.emit('sms-sent', message);
    return reference;
  }

  sentMessages(): SentMessage[] {
    return this.sent.map((m) => ({ ...m }));
  }

  storedIn(storage: StorageName): Array<{ index: number; status: number; pdu: string }> {
    return this.storage.list(storage).map(({ index, message }) => ({ index, status: message.status, pdu: message.pdu }));
  }

  // ---- calls ----

  startCall(caller: string, rings: number, noCarrier: boolean): void {
    if (this.call) this.endCall('caller');
    if (!this.connected || !this.registered) return;
    const call: IncomingCall = { caller, ringsLeft: rings, answered: false, noCarrier, timer: null };
    this.call = call;
    const ring = (): void => {
      if (this.call !== call) return;
      if (call.ringsLeft <= 0) {
        // The caller gave up.
        this.endCall('caller');
        if (call.noCarrier) this.output.urc('NO CARRIER');
        return;
      }
      call.ringsLeft--;
      this.output.urc('RING');
      if (this.settings.clip) this.output.urc(clipLine(caller));
      call.timer = this.schedule(ring, this.options.ringIntervalMs);
    };
    call.timer = this.schedule(ring, 0);
  }

  get ringing(): boolean {
    return this.call !== null && !this.call.answered;
  }

  private endCall(by: 'host' | 'caller' | 'power'): void {
    const call = this.call;
    if (!call) return;
    if (call.timer) this.clearTimer(call.timer);
    this.call = null;
    this.output.emit('call-ended', { caller: call.caller, answered: call.answered, by });
  }

  // ---- power ----

  takeRebootRequest(): boolean {
    const requested = this.rebootRequested;
    this.rebootRequested = false;
    return requested;
  }

  startReboot(): void {
    this.powerOff();
    this.rebooting = true;
    this.schedule(() => this.powerOn(), this.options.rebootMs);
  }

  /** Unplugged or restarting: timers stop, calls drop, a hang clears. */
  powerOff(): void {
    this.endCall('power');
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.rebootRequested = false;
    this.hung = false;
    this.output.resetLine();
  }

  /** Booted: factory settings, the family's boot lines, then whatever the network held. */
  powerOn(): void {
    this.rebooting = false;
    this.hung = false;
    this.settings = defaultSettings(this.profile);
    this.functionality = 1;
    this.deregistered = false;
    for (const line of this.profile.bootUrcs) this.output.urc(line);
    this.output.emit('ready');
    this.deliverPending();
  }

  dispose(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.call = null;
  }

  private ussdAnswer(code: string): string | null {
    if (this.ussdAnswers.has(code)) return this.ussdAnswers.get(code) ?? null;
    try {
      return this.ussd(code);
    } catch {
      return null;
    }
  }

  /** Runs a change and reports the registration it changed (+CREG URC), delivering held SMS once back. */
  private watchRegistration(change: () => void): void {
    const before = this.registration;
    change();
    const after = this.registration;
    if (before === after) return;
    if (this.settings.cregMode > 0) this.output.urc(cregUrc(this.settings.cregMode, this));
    this.deliverPending();
  }

  private schedule(run: () => void, ms: number): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    // A forgotten ring or USSD answer must not keep a process (or jest) alive.
    timer.unref();
    this.timers.add(timer);
    return timer;
  }

  private clearTimer(timer: NodeJS.Timeout): void {
    clearTimeout(timer);
    this.timers.delete(timer);
  }
}

/** +CLIP: "<number>",<type>,"",0,"",<validity>: an empty caller is a withheld number. */
export function clipLine(caller: string): string {
  if (caller === '') return '+CLIP: "",128,"",0,"",1';
  return `+CLIP: "${caller}",${numberType(caller)},"",0,"",0`;
}
