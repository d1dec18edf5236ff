import { EventEmitter } from 'node:events';
import { encodeDeliver, tpduLength } from '@simrelay/gsm';
import { AtInterpreter } from './at-interpreter';
import type { EmulatedModemOptions, ReceiveCallOptions, ReceiveSmsOptions, StoredMessageInfo } from './emulated-modem-options';
import type { FailureSpec } from './injected-failures';
import { ModemCore, type SentMessage } from './modem-core';
import type { ModemFamily } from './modem-family';
import type { StorageName } from './message-storage';
import { SerialLine } from './serial-line';
import type { SimCard } from './sim-card';

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
  private readonly serial: SerialLine;
  private readonly interpreter: AtInterpreter;
  private assignedPath = '';
  private readonly endpointList: string[] = [];

  constructor(options: EmulatedModemOptions) {
    super();
    if (!options.id) throw new TypeError('an emulated modem needs an id');
    this.id = options.id;
    this.family = options.family ?? 'generic';
    const storageCapacity = options.storageCapacity ?? 30;
    this.serial = new SerialLine({
      live: () => this.core.connected && !this.core.hung && !this.core.rebooting,
      echo: () => this.core.settings.echo,
      commandLine: (line) => this.interpreter.executeLine(line),
      pduEnded: (text) => this.interpreter.submitPdu(text),
      pduCancelled: () => this.interpreter.cancelPdu(),
      data: (bytes) => this.emit('data', bytes),
    });
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
        urc: (line) => this.serial.urc(line),
        emit: (event, payload) => this.emit(event, payload),
        beginSmsInput: (length) => this.interpreter.beginSmsInput(length),
        resetLine: () => this.resetLine(),
      },
    );
    this.interpreter = new AtInterpreter(this.id, this.core, this.serial, (line) => this.emit('command', line));
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
    this.serial.write(data);
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
  failNext(command: string | RegExp, error: FailureSpec, times = 1): void {
    this.interpreter.failNext(command, error, times);
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
    return this.interpreter.commandLog();
  }

  /** Stops timers (rings, USSD answers, reboots). */
  dispose(): void {
    this.core.dispose();
  }

  /** A partial line, unread input, a PDU being typed and held URCs are gone (port reopened, reboot). */
  private resetLine(): void {
    this.interpreter.reset();
    this.serial.reset();
  }
}
