const CTRL_Z = 0x1a;
const ESC = 0x1b;
const CR = 0x0d;
const LF = 0x0a;
const BACKSPACE = 0x08;
const MAX_LINE = 4096;

/** What the line reports to the modem behind it, and asks of it. */
export interface SerialLineHost {
  /** False while off, hung or rebooting: nothing is read and nothing is sent, as on a real line. */
  live(): boolean;
  /** ATE: typed bytes are echoed. */
  echo(): boolean;
  /** A command line ended by CR. */
  commandLine(line: string): void;
  /** The PDU typed after the '> ' prompt, ended by Ctrl-Z; the line holds URCs until finish(). */
  pduEnded(text: string): void;
  /** ESC instead of Ctrl-Z. */
  pduCancelled(): void;
  /** Bytes for the host. */
  data(bytes: Buffer): void;
}

/**
 * The modem's end of the serial line: bytes in on the next turn of the event loop (like a UART
 * interrupt), echo and line editing, PDU input after a prompt, URCs held while a command runs
 * or a PDU is typed, and the output of one input sent as one chunk.
 */
export class SerialLine {
  private readonly inbox: Buffer[] = [];
  private drainScheduled = false;
  /** Output of the input being processed, sent as one chunk. */
  private collected: Buffer[] | null = null;
  private line = '';
  private mode: 'command' | 'pdu' = 'command';
  private pduText = '';
  /** URCs held while a command runs or a PDU is typed: they follow the final result. */
  private deferred: string[] = [];
  private executing = false;

  constructor(private readonly host: SerialLineHost) {}

  /** Bytes from the host, handled on the next turn of the event loop. */
  write(data: Buffer): void {
    this.inbox.push(Buffer.from(data));
    if (this.drainScheduled) return;
    this.drainScheduled = true;
    setImmediate(() => this.drain());
  }

  /** Between the prompt and Ctrl-Z or ESC. */
  get typingPdu(): boolean {
    return this.mode === 'pdu';
  }

  /** A command runs: URCs wait for its final result. */
  begin(): void {
    this.executing = true;
  }

  /** The command asked for a PDU: what follows up to Ctrl-Z is its text. */
  beginPdu(): void {
    this.mode = 'pdu';
    this.pduText = '';
  }

  /** The prompt after which the host types the PDU; URCs keep waiting. */
  prompt(text: string): void {
    this.executing = false;
    this.send(text);
  }

  /** The command's answer; the URCs held meanwhile follow it (unless a PDU is being typed). */
  finish(text: string): void {
    this.executing = false;
    this.send(text);
    if (this.mode === 'command') this.flushDeferred();
  }

  /** An unsolicited line: now, or after the running command's final result. */
  urc(line: string): void {
    if (this.executing || this.mode === 'pdu') this.deferred.push(line);
    else this.send(`\r\n${line}\r\n`);
  }

  /** Forgets a partial line, unread input, a PDU being typed and held URCs (port reopened, reboot). */
  reset(): void {
    this.line = '';
    this.inbox.length = 0;
    if (this.mode === 'pdu') {
      this.mode = 'command';
      this.pduText = '';
    }
    this.deferred = [];
  }

  /** Bytes to the host; lost while the modem is not live. */
  send(data: string | Buffer): void {
    if (!this.host.live()) return;
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    if (this.collected) this.collected.push(bytes);
    else this.host.data(bytes);
  }

  private flushDeferred(): void {
    for (const line of this.deferred.splice(0)) this.send(`\r\n${line}\r\n`);
  }

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
      if (output.length > 0) this.host.data(Buffer.concat(output));
    }
  }

  private receiveByte(byte: number): void {
    if (!this.host.live()) return;
    if (this.mode === 'pdu') {
      if (byte === CTRL_Z) return this.endPdu();
      if (byte === ESC) return this.cancelPdu();
      if (this.host.echo()) this.send(Buffer.from([byte]));
      if (this.pduText.length < MAX_LINE) this.pduText += String.fromCharCode(byte);
      return;
    }
    if (this.host.echo()) this.send(Buffer.from([byte]));
    if (byte === CR) {
      const line = this.line;
      this.line = '';
      this.host.commandLine(line);
    } else if (byte === BACKSPACE) {
      this.line = this.line.slice(0, -1);
    } else if (byte !== LF && this.line.length < MAX_LINE) {
      this.line += String.fromCharCode(byte);
    }
  }

  private endPdu(): void {
    const text = this.pduText;
    this.mode = 'command';
    this.pduText = '';
    this.executing = true;
    this.host.pduEnded(text);
  }

  private cancelPdu(): void {
    this.mode = 'command';
    this.pduText = '';
    this.host.pduCancelled();
  }
}
