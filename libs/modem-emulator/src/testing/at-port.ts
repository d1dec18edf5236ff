import { AtLineSplitter, needsPduLine, parseFinalResult, unsolicitedKind } from '@simrelay/gsm';
import { SerialPort } from 'serialport';
import type { EmulatedBinding } from '../rack-binding';

export interface AtResponse {
  /** Lines between the command and its final result, echo left out. */
  lines: string[];
  final: string;
}

interface ReceivedLine {
  text: string;
  taken: boolean;
}

/**
 * The host side of a test: a real serialport stream on an emulated (or real) port, reading lines
 * with @simrelay/gsm's splitter. command() sends and waits for the final result; waitForLine()
 * waits for an unsolicited line, including one that arrived before it was called.
 */
export class AtPort {
  private readonly splitter = new AtLineSplitter();
  private readonly received: ReceivedLine[] = [];
  private prompts = 0;
  private listeners: Array<() => void> = [];
  /** Everything read, as text, for tests on exact framing. */
  raw = '';

  private constructor(readonly port: SerialPort) {
    port.on('data', (data: Buffer) => {
      this.raw += data.toString('utf8');
      for (const chunk of this.splitter.push(data)) {
        if (chunk.kind === 'prompt') this.prompts++;
        else this.received.push({ text: chunk.text, taken: false });
      }
      for (const listener of this.listeners.splice(0)) listener();
    });
  }

  /**
   * Opens `path` through `binding` (a rack's) or the platform's serial driver when none is given.
   * SerialPort is serialport's SerialPortStream with the platform binding as a default, which the
   * options override: the same as `new SerialPortStream({ binding, path, baudRate })`.
   */
  static open(path: string, binding?: EmulatedBinding): Promise<AtPort> {
    const options = binding ? { binding, path, baudRate: 115200, autoOpen: false } : { path, baudRate: 115200, autoOpen: false };
    const port = new SerialPort(options);
    return new Promise((resolve, reject) => port.open((error) => (error ? reject(error) : resolve(new AtPort(port)))));
  }

  /** Opening fails: resolves with the error. */
  static async openError(path: string, binding: EmulatedBinding): Promise<Error> {
    try {
      const port = await AtPort.open(path, binding);
      await port.close();
    } catch (error) {
      return error as Error;
    }
    throw new Error(`${path} opened`);
  }

  write(text: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.port.write(text, (error) => (error ? reject(error) : resolve())));
  }

  /**
   * Sends `command` + CR and resolves with its answer once a final result (or the '> ' prompt)
   * arrives. Unsolicited lines in between (other than the command's own +XXX lines) are left for
   * waitForLine, as an agent routes them.
   */
  async command(command: string): Promise<AtResponse> {
    const start = this.received.length;
    const promptsBefore = this.prompts;
    const own = (command.match(/[+^!$%#*][A-Z0-9]+/giu) ?? []).map((name) => `${name.toUpperCase()}:`);
    await this.write(`${command}\r`);
    return this.until(() => {
      const answer: ReceivedLine[] = [];
      let final: string | undefined;
      const fresh = this.received.slice(start);
      for (let i = 0; i < fresh.length && final === undefined; i++) {
        const line = fresh[i];
        if (line.taken) continue;
        if (line.text === command) {
          line.taken = true;
          continue;
        }
        if (unsolicitedKind(line.text) !== null && !own.some((name) => line.text.toUpperCase().startsWith(name))) {
          if (needsPduLine(line.text)) i++;
          continue;
        }
        answer.push(line);
        if (parseFinalResult(line.text) !== null) final = line.text;
      }
      if (final === undefined && this.prompts === promptsBefore) return undefined;
      for (const line of answer) line.taken = true;
      const lines = answer.map((line) => line.text);
      return final === undefined ? { lines, final: '>' } : { lines: lines.slice(0, -1), final };
    });
  }

  /** Types a PDU after the '> ' prompt, ends it with Ctrl-Z and waits for the final result. */
  async sendPdu(pdu: string, end = '\x1a'): Promise<AtResponse> {
    const start = this.received.length;
    await this.write(`${pdu}${end}`);
    return this.until(() => {
      const fresh = this.received.slice(start);
      const finalAt = fresh.findIndex((line) => parseFinalResult(line.text) !== null);
      if (finalAt < 0) return undefined;
      for (const line of fresh.slice(0, finalAt + 1)) line.taken = true;
      const lines = fresh.slice(0, finalAt).map((line) => line.text).filter((text) => text !== pdu);
      return { lines, final: fresh[finalAt].text };
    });
  }

  /** Lines of a command that must succeed. */
  async ok(command: string): Promise<string[]> {
    const response = await this.command(command);
    if (response.final !== 'OK') throw new Error(`${command} answered ${response.final}`);
    return response.lines;
  }

  /** The first line not yet taken by command() or an earlier wait that matches. */
  waitForLine(match: string | RegExp | ((line: string) => boolean)): Promise<string> {
    const test = typeof match === 'function' ? match : typeof match === 'string' ? (line: string) => line === match : (line: string) => match.test(line);
    return this.until(() => {
      const line = this.received.find((l) => !l.taken && test(l.text));
      if (!line) return undefined;
      line.taken = true;
      return line.text;
    });
  }

  /** Lines nobody has taken yet (unsolicited ones, mostly). */
  untaken(): string[] {
    return this.received.filter((l) => !l.taken).map((l) => l.text);
  }

  /** Resolves when the port closes, with the stream's error (a DisconnectedError after a disconnect). */
  closed(): Promise<Error | null> {
    return new Promise((resolve) => this.port.once('close', (error: Error | null) => resolve(error ?? null)));
  }

  close(): Promise<void> {
    if (!this.port.isOpen) return Promise.resolve();
    return new Promise((resolve, reject) => this.port.close((error) => (error ? reject(error) : resolve())));
  }

  private until<T>(probe: () => T | undefined): Promise<T> {
    return new Promise((resolve) => {
      const check = (): void => {
        const value = probe();
        if (value === undefined) this.listeners.push(check);
        else resolve(value);
      };
      check();
    });
  }
}
