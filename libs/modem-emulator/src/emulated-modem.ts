import { EventEmitter } from 'node:events';
import { encodeDeliver, tpduLength } from '@simrelay/gsm';
import { parseCommandLine, type AtCommand } from './at-command-line';
import { AtFailure, cme, CME, formatAtError, type AtError } from './at-error';
import type { CommandTable, Final } from './commands/command-context';
import { commandTable } from './commands/command-table';
import { ModemCore, type SentMessage } from './modem-core';
import type { ModemFamily } from './modem-family';
import type { StorageName } from './message-storage';
import type { SimCard } from './sim-card';

export interface EmulatedModemOptions {
  id: string;
  /** Decides the ICCID command and answer form, identification and storage numbering (default 'generic'). */
  family?: ModemFamily;
  /** Null: no SIM (+CME ERROR: 10). Omitted: a Vodafone UK SIM derived from the id. */
  sim?: SimCard | null;
  /** AT+CSQ, default 20. */
  rssi?: number;
  /** +CREG status, default 1. */
  registration?: number;
  /** SIM ('SM') slots, default 30; full storage -> message waits in the network until space. */
  storageCapacity?: number;
  /** Answer for AT+CUSD; null -> +CUSD: 4. Default: '*#100#' tells the number, '*100#' a balance. */
  ussd?: (code: string) => string | null;
  /** Default true; false -> AT+CNUM answers OK with no line (own number via USSD). */
  numberInCnum?: boolean;
  /** AT+CFUN=1,1: silent this long, then ready again (default 200). */
  rebootMs?: number;
  /** Default: the family's TAC, digits from the id, a Luhn digit. */
  imei?: string;
  /** Service centre in delivered PDUs and AT+CSCA?; default the SIM operator's. */
  smsc?: string | null;
  /** Modem memory ('ME') slots, default the same as storageCapacity. */
  modemStorageCapacity?: number;
  /** Delay before the +CUSD answer, default 0 (still after the OK). */
  ussdDelayMs?: number;
  /** Time between RINGs, default 1000. */
  ringIntervalMs?: number;
}

export interface ReceiveSmsOptions {
  sender: string;
  text: string;
  encoding?: 'auto' | 'gsm7' | 'ucs2' | '8bit';
  timestamp?: string;
  /** Order the parts arrive in (1-based seq), default ascending; parts left out never arrive. */
  order?: number[];
  /** Parts the network delivers a second time, after all of `order`. */
  duplicate?: number[];
}

export interface ReceiveCallOptions {
  caller: string;
  /** RINGs before the caller gives up, default 6. */
  rings?: number;
  /** Print NO CARRIER when the caller gives up, as some firmwares do (default false). */
  noCarrier?: boolean;
}

export interface StoredMessageInfo {
  index: number;
  status: number;
  pdu: string;
}

interface InjectedFailure {
  command: string | RegExp;
  error: AtError;
  remaining: number;
}

const CTRL_Z = 0x1a;
const ESC = 0x1b;
const CR = 0x0d;
const LF = 0x0a;
const BACKSPACE = 0x08;
const MAX_LINE = 4096;
/** The command log keeps the latest lines only: a demo rack runs for days. */
const MAX_LOG = 10_000;

/**
 * A GSM modem on a serial line. Bytes from the host go in through write(); bytes for the host
 * come out as 'data' events. Other events: 'command' (each AT line), 'sms-stored', 'sms-routed',
 * 'sms-sent', 'ussd', 'call-ended', 'ready' (booted), 'hang', 'resume', 'disconnect', 'reconnect',
 * 'port-open', 'port-close', 'endpoint' (a transport serves it somewhere new).
 */
export class EmulatedModem extends EventEmitter {
  readonly id: string;
  readonly family: ModemFamily;
  private readonly core: ModemCore;
  private readonly commands: CommandTable;
  private assignedPath = '';
  private readonly endpointList: string[] = [];

  private readonly inbox: Buffer[] = [];
  private drainScheduled = false;
  /** Output of the input being processed, sent as one chunk. */
  private collected: Buffer[] | null = null;
  private line = '';
  private mode: 'command' | 'pdu' = 'command';
  private pduText = '';
  private pduLength = 0;
  private pduFailure: AtError | null = null;
  /** URCs held while a command runs or a PDU is typed: they follow the final result. */
  private deferred: string[] = [];
  private executing = false;
  private readonly failures: InjectedFailure[] = [];
  private readonly log: string[] = [];

  constructor(options: EmulatedModemOptions) {
    super();
    if (!options.id) throw new TypeError('an emulated modem needs an id');
    this.id = options.id;
    this.family = options.family ?? 'generic';
    const storageCapacity = options.storageCapacity ?? 30;
    this.core = new ModemCore(
      {
        id: options.id,
        family: this.family,
        sim: options.sim,
        rssi: options.rssi ?? 20,
        registration: options.registration ?? 1,
        storageCapacity,
        modemStorageCapacity: options.modemStorageCapacity ?? storageCapacity,
        ussd: options.ussd,
        numberInCnum: options.numberInCnum ?? true,
        rebootMs: options.rebootMs ?? 200,
        imei: options.imei,
        smsc: options.smsc,
        ussdDelayMs: options.ussdDelayMs ?? 0,
        ringIntervalMs: options.ringIntervalMs ?? 1000,
      },
      {
        urc: (line) => this.urc(line),
        emit: (event, payload) => this.emit(event, payload),
        beginSmsInput: (length) => this.beginSmsInput(length),
        resetLine: () => this.resetLine(),
      },
    );
    this.commands = commandTable(this.core.profile);
  }

  /** The port path it is reachable at in a rack, e.g. '/dev/ttyEMU0' ('' outside a rack). */
  get path(): string {
    return this.assignedPath;
  }

  /** Set by EmulatedRack. */
  assignPath(path: string): void {
    this.assignedPath = path;
  }

  /** Where transports serve the modem besides the rack binding ('/dev/pts/3', 'tcp://127.0.0.1:7201'). */
  endpoints(): string[] {
    return [...this.endpointList];
  }

  /** For transports: records an endpoint (emitting 'endpoint'); the returned function removes it. */
  addEndpoint(endpoint: string): () => void {
    this.endpointList.push(endpoint);
    this.emit('endpoint', endpoint);
    return () => {
      const at = this.endpointList.indexOf(endpoint);
      if (at >= 0) this.endpointList.splice(at, 1);
    };
  }

  get sim(): SimCard | null {
    return this.core.sim;
  }

  get imei(): string {
    return this.core.imei;
  }

  get connected(): boolean {
    return this.core.connected;
  }

  get hung(): boolean {
    return this.core.hung;
  }

  get rebooting(): boolean {
    return this.core.rebooting;
  }

  get ringing(): boolean {
    return this.core.ringing;
  }

  /** Messages the network holds for this modem (off, hung, unregistered or storage full). */
  get waitingInNetwork(): number {
    return this.core.waitingInNetwork;
  }

  // ---- host side ----

  /** Bytes from the host. Handled on the next turn of the event loop, like a UART interrupt. */
  write(data: Buffer): void {
    if (!this.core.connected) return;
    this.inbox.push(Buffer.from(data));
    if (this.drainScheduled) return;
    this.drainScheduled = true;
    setImmediate(() => this.drain());
  }

  /** A transport saw the host open the port: a hung modem answers again, a partial line is gone. */
  portOpened(): void {
    this.resetLine();
    if (this.core.hung) this.resume();
    this.emit('port-open');
  }

  portClosed(): void {
    this.resetLine();
    this.emit('port-close');
  }

  // ---- control side ----

  receiveSms(o: ReceiveSmsOptions): number[] {
    const parts = encodeDeliver({
      sender: o.sender,
      text: o.text,
      encoding: o.encoding,
      timestamp: o.timestamp,
      smsc: this.core.smsc,
      concatRef: this.core.concatReference(),
    });
    const order = o.order ?? parts.map((_, i) => i + 1);
    const arrivals = [...order, ...(o.duplicate ?? [])];
    for (const seq of arrivals) {
      if (!Number.isInteger(seq) || seq < 1 || seq > parts.length) {
        throw new RangeError(`part ${seq} does not exist: the message has ${parts.length} part(s)`);
      }
    }
    const ids = arrivals.map((seq) => this.core.enqueue(parts[seq - 1].pdu));
    const stored = this.core.deliverPending();
    return ids.flatMap((id) => (stored.has(id) ? [stored.get(id) as number] : []));
  }

  /** Stores a PDU (hex with SMSC part) as if the network delivered it; -1 when it has to wait in the network. */
  receivePdu(pduHex: string): number {
    if (!/^(?:[0-9a-fA-F]{2})+$/u.test(pduHex)) throw new TypeError('receivePdu needs hex with an even number of digits');
    // A PDU without a TPDU would block every message queued behind it: refuse it here (GsmError).
    tpduLength(pduHex);
    const id = this.core.enqueue(pduHex);
    return this.core.deliverPending().get(id) ?? -1;
  }

  /** RING (+ +CLIP when enabled) at once and every ringIntervalMs until ATH/AT+CHUP or rings run out. */
  receiveCall(o: ReceiveCallOptions): void {
    this.core.startCall(o.caller, o.rings ?? 6, o.noCarrier ?? false);
  }

  /**
   * The next `times` commands matching `command` fail with `error`. A string matches the command
   * and its forms ('AT+CMGR' matches 'AT+CMGR=3'; 'AT+CMGR=3' only that); AT+CMGS fails after the PDU.
   */
  failNext(command: string | RegExp, error: { cme?: number; cms?: number; plain?: true }, times = 1): void {
    const kinds = [error.cme !== undefined, error.cms !== undefined, error.plain === true].filter(Boolean).length;
    if (kinds !== 1) throw new TypeError('failNext needs exactly one of cme, cms or plain');
    const atError: AtError = error.cme !== undefined ? { cme: error.cme } : error.cms !== undefined ? { cms: error.cms } : { plain: true };
    this.failures.push({ command, error: atError, remaining: times });
  }

  /** Stops answering anything (no echo, no results, no URCs) until the host reopens the port, or resume(). */
  hang(): void {
    if (!this.core.connected || this.core.hung) return;
    this.core.hung = true;
    this.resetLine();
    this.emit('hang');
  }

  resume(): void {
    if (!this.core.hung) return;
    this.core.hung = false;
    this.emit('resume');
    this.core.deliverPending();
  }

  /** The device vanishes (USB unplugged): open ports fail and close, opening fails until reconnect(). */
  disconnect(): void {
    if (!this.core.connected) return;
    this.core.powerOff();
    this.core.connected = false;
    this.emit('disconnect');
  }

  /** Plugged back in: it boots with factory settings; stored messages survive. */
  reconnect(): void {
    if (this.core.connected) return;
    this.core.connected = true;
    this.emit('reconnect');
    this.core.powerOn();
  }

  setSignal(rssi: number): void {
    this.core.setSignal(rssi);
  }

  /** Changes the +CREG status (a +CREG URC when enabled); SMS wait in the network while unregistered. */
  setRegistration(status: number): void {
    this.core.setRegistration(status);
  }

  /** The answer to give for one USSD code, over the `ussd` option; null answers +CUSD: 4. */
  setUssdAnswer(code: string, answer: string | null): void {
    this.core.setUssdAnswer(code, answer);
  }

  /** Messages in the receive storage (AT+CPMS mem3), by the index the host sees. */
  storedMessages(): StoredMessageInfo[] {
    return this.core.storedIn(this.core.settings.storages[2]);
  }

  /** Messages in one storage. */
  storedIn(storage: StorageName): StoredMessageInfo[] {
    return this.core.storedIn(storage);
  }

  /** PDUs the host sent with AT+CMGS. */
  sentMessages(): SentMessage[] {
    return this.core.sentMessages();
  }

  /** The AT command lines the modem answered, as typed (the latest 10,000). */
  commandLog(): string[] {
    return [...this.log];
  }

  /** Stops timers (rings, USSD answers, reboots). */
  dispose(): void {
    this.core.dispose();
  }

  // ---- the serial line ----

  private drain(): void {
    this.drainScheduled = false;
    this.collected = [];
    try {
      for (const chunk of this.inbox.splice(0)) {
        for (const byte of chunk) this.receiveByte(byte);
      }
    } finally {
      const output = this.collected;
      this.collected = null;
      if (output.length > 0) this.emit('data', Buffer.concat(output));
    }
  }

  private receiveByte(byte: number): void {
    const core = this.core;
    if (!core.connected || core.hung || core.rebooting) return;
    if (this.mode === 'pdu') {
      if (byte === CTRL_Z) return this.submitPdu();
      if (byte === ESC) return this.cancelPdu();
      if (this.core.settings.echo) this.send(Buffer.from([byte]));
      if (this.pduText.length < MAX_LINE) this.pduText += String.fromCharCode(byte);
      return;
    }
    if (this.core.settings.echo) this.send(Buffer.from([byte]));
    if (byte === CR) {
      const line = this.line;
      this.line = '';
      this.executeLine(line);
    } else if (byte === BACKSPACE) {
      this.line = this.line.slice(0, -1);
    } else if (byte !== LF && this.line.length < MAX_LINE) {
      this.line += String.fromCharCode(byte);
    }
  }

  private executeLine(raw: string): void {
    const line = raw.trim();
    // Modems wait for 'AT' and ignore anything else on the line.
    if (!/^AT/iu.test(line)) return;
    this.log.push(line);
    if (this.log.length > MAX_LOG) this.log.splice(0, this.log.length - MAX_LOG);
    this.emit('command', line);
    const commands = parseCommandLine(line);
    this.executing = true;
    const lines: string[] = [];
    try {
      if (!commands) throw new AtFailure({ plain: true });
      for (const command of commands) {
        const final = this.executeCommand(command, lines);
        if (final === 'PROMPT') {
          this.executing = false;
          this.send(`${formatLines(lines)}\r\n> `);
          return;
        }
        if (final !== 'OK') return this.finish(lines, final);
      }
      this.finish(lines, 'OK');
    } catch (error) {
      this.finish(lines, this.errorResult(error));
    }
  }

  private executeCommand(command: AtCommand, lines: string[]): Final {
    const injected = this.takeFailure(command.text);
    // A failed send is reported after the PDU, where networks report it.
    if (injected && command.name === '+CMGS') this.pduFailure = injected;
    else if (injected) throw new AtFailure(injected);
    const handler = this.commands[command.name];
    if (!handler) throw cme(CME.unknown);
    const reply = handler(command, this.core);
    lines.push(...reply.lines);
    return reply.final;
  }

  private finish(lines: string[], final: string): void {
    this.executing = false;
    this.send(`${formatLines(lines)}\r\n${final}\r\n`);
    if (this.mode === 'command') this.flushDeferred();
    if (this.core.takeRebootRequest()) this.core.startReboot();
  }

  private errorResult(error: unknown): string {
    if (error instanceof AtFailure) return formatAtError(error.error, this.core.settings.cmee);
    // A bug in a handler must not take the process down: the host sees ERROR, the developer a warning.
    process.emitWarning(`modem ${this.id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 'ERROR';
  }

  private beginSmsInput(length: number): void {
    this.mode = 'pdu';
    this.pduLength = length;
    this.pduText = '';
  }

  private submitPdu(): void {
    const pdu = this.pduText.replace(/\s/gu, '').toUpperCase();
    const failure = this.pduFailure;
    this.mode = 'command';
    this.pduText = '';
    this.pduFailure = null;
    this.executing = true;
    try {
      if (failure) throw new AtFailure(failure);
      const reference = this.core.submit(pdu, this.pduLength);
      this.finish([`+CMGS: ${reference}`], 'OK');
    } catch (error) {
      this.finish([], this.errorResult(error));
    }
  }

  private cancelPdu(): void {
    this.mode = 'command';
    this.pduText = '';
    this.pduFailure = null;
    this.finish([], 'OK');
  }

  private takeFailure(text: string): AtError | null {
    const failure = this.failures.find((f) => commandMatches(f.command, text));
    if (!failure) return null;
    failure.remaining--;
    if (failure.remaining <= 0) this.failures.splice(this.failures.indexOf(failure), 1);
    return failure.error;
  }

  private urc(line: string): void {
    if (this.executing || this.mode === 'pdu') this.deferred.push(line);
    else this.send(`\r\n${line}\r\n`);
  }

  private flushDeferred(): void {
    for (const line of this.deferred.splice(0)) this.send(`\r\n${line}\r\n`);
  }

  private resetLine(): void {
    this.line = '';
    this.inbox.length = 0;
    if (this.mode === 'pdu') {
      this.mode = 'command';
      this.pduText = '';
      this.pduFailure = null;
    }
    this.deferred = [];
  }

  /** Bytes to the host; lost while the modem is off, hung or rebooting, as on a real line. */
  private send(data: string | Buffer): void {
    const core = this.core;
    if (!core.connected || core.hung || core.rebooting) return;
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    if (this.collected) this.collected.push(bytes);
    else this.emit('data', bytes);
  }
}

/** Information lines as modems frame them: '\r\n' before the first, '\r\n' after each. */
function formatLines(lines: string[]): string {
  return lines.length > 0 ? `\r\n${lines.join('\r\n')}\r\n` : '';
}

function commandMatches(matcher: string | RegExp, text: string): boolean {
  if (matcher instanceof RegExp) return matcher.test(text);
  const wanted = (/^AT/iu.test(matcher) ? matcher : `AT${matcher}`).toUpperCase();
  const actual = text.toUpperCase();
  if (!actual.startsWith(wanted)) return false;
  const next = actual.charAt(wanted.length);
  return next === '' || next === '=' || next === '?';
}
