import { AtLineSplitter, GsmError, needsPduLine, parseFinalResult, parseUnsolicited, unsolicitedKind, Unsolicited } from '@simrelay/gsm';
import type { Logger } from 'pino';
import { Clock } from '../clock';
import { LogEvent } from '../log-events';
import { AtCommandError, AtTimeoutError, PortClosedError } from './at-errors';

export interface AtChannelOptions {
  path: string;
  write: (data: Buffer) => Promise<void>;
  clock: Clock;
  logger: Logger;
  defaultTimeoutMs: number;
  onUnsolicited: (urc: Unsolicited) => void;
}

interface Running {
  command: string;
  /** '+CMGL:' for AT+CMGL=4: lines with this prefix answer the command even when they look unsolicited. */
  prefix: string | null;
  lines: string[];
  /** A probe: only a final result after its own `+CMEE:` line answers it; earlier ones are a timed-out command's. */
  probe: boolean;
  resolve: (lines: string[]) => void;
  reject: (error: Error) => void;
  timer: unknown;
}

/**
 * Status lines modems print on their own that the agent does not use (signal and mode reports
 * of Huawei dongles, Quectel's +QIND, boot banners...). Dropped unless they answer the running
 * command (AT+CPIN? is answered by '+CPIN: READY'), so they never end up in an answer.
 */
const VENDOR_NOISE =
  /^(\^(RSSI|HCSQ|BOOT|MODE|SRVST|SIMST|SYSSTART|DSFLOWRPT|STIN|CEND|ORIG|CONF|CONN|NWTIME|ECCLIST|CPBREADY)\b|\+(QIND|QUSIM|CIEV|PACSP\d?|CGEV|CEREG|CGREG|CFUN|CPIN|QSIMSTAT|STKPCI)\b|(RDY|Call Ready|SMS Ready|PB DONE)$)/i;

/** `AT+CREG?` -> `+CREG:`, `AT^ICCID?` -> `^ICCID:`; plain commands (ATE0, ATH) have none. */
/**
 * Sent before the next command after a timeout. Its answer has a line of its own, so the late
 * OK or ERROR of the command that timed out can be told apart and dropped instead of being
 * taken as the next command's answer. The agent sets +CMEE at start-up, so every modem has it.
 */
export const SYNC_PROBE = 'AT+CMEE?';

export function responsePrefix(command: string): string | null {
  const match = /^AT([+^!$%#*][A-Z0-9]+)/i.exec(command.trim());
  return match ? `${match[1].toUpperCase()}:` : null;
}

/**
 * One modem's AT command line: commands run one at a time, each with a timeout; unsolicited
 * result codes are picked out of the stream whenever they come (also in the middle of a
 * command's answer) and handed to `onUnsolicited`.
 */
export class AtChannel {
  private readonly splitter = new AtLineSplitter();
  private running: Running | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private urcHeader: string | null = null;
  private closedError: Error | null = null;
  /** A command timed out: its answer may still come, so the next one waits for a probe first. */
  private outOfStep = false;

  constructor(private readonly options: AtChannelOptions) {}

  /** Bytes from the port. */
  feed(data: Buffer): void {
    for (const chunk of this.splitter.push(data)) {
      if (chunk.kind === 'line') this.line(chunk.text);
    }
  }

  /** Queues `command`; resolves with its intermediate lines, rejects with AtCommandError, AtTimeoutError or PortClosedError. */
  run(command: string, timeoutMs = this.options.defaultTimeoutMs): Promise<string[]> {
    const result = this.tail.then(() => this.execute(command, timeoutMs));
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Fails the running and every queued command; later calls fail at once. */
  close(error: Error = new PortClosedError(this.options.path)): void {
    this.closedError ??= error;
    if (this.running) this.finish(this.running, error);
  }

  get closed(): boolean {
    return this.closedError !== null;
  }

  private async execute(command: string, timeoutMs: number): Promise<string[]> {
    if (this.outOfStep) {
      await this.send(SYNC_PROBE, timeoutMs, true);
      this.outOfStep = false;
    }
    return this.send(command, timeoutMs, false);
  }

  private send(command: string, timeoutMs: number, probe: boolean): Promise<string[]> {
    if (this.closedError) return Promise.reject(this.closedError);
    return new Promise<string[]>((resolve, reject) => {
      const running: Running = { command, prefix: responsePrefix(command), lines: [], probe, resolve, reject, timer: undefined };
      running.timer = this.options.clock.setTimeout(() => {
        this.outOfStep = true;
        this.finish(running, new AtTimeoutError(command, timeoutMs));
      }, timeoutMs);
      this.running = running;
      this.options.logger.trace({ port: this.options.path, command }, LogEvent.atSent);
      this.options.write(Buffer.from(`${command}\r`)).catch((error: Error) => this.finish(running, new PortClosedError(this.options.path, error.message)));
    });
  }

  private finish(running: Running, outcome: Error | string[]): void {
    if (this.running !== running) return;
    this.running = null;
    this.options.clock.clearTimeout(running.timer);
    if (outcome instanceof Error) running.reject(outcome);
    else running.resolve(outcome);
  }

  private line(text: string): void {
    this.options.logger.trace({ port: this.options.path, line: text }, LogEvent.atReceived);
    if (this.urcHeader !== null) {
      const header = this.urcHeader;
      this.urcHeader = null;
      this.unsolicited(header, text);
      return;
    }
    const running = this.running;
    if (running && text.toUpperCase() === running.command.toUpperCase()) return; // echo (before ATE0 took effect)
    const final = parseFinalResult(text);
    if (final) {
      if (!running) return; // the late answer of a command that already timed out
      if (running.probe && !running.lines.some((line) => line.toUpperCase().startsWith(running.prefix ?? ''))) {
        this.options.logger.debug({ port: this.options.path, line: text }, LogEvent.lateAnswerDropped);
        running.lines = [];
        return;
      }
      this.finish(running, final.ok ? running.lines : new AtCommandError(running.command, final));
      return;
    }
    const kind = unsolicitedKind(text);
    const answersRunning = running !== null && running.prefix !== null && text.toUpperCase().startsWith(running.prefix);
    // +CUSD always goes to the USSD waiter, whether a modem prints it before or after the OK.
    if (kind !== null && (!answersRunning || kind === 'cusd')) {
      if (needsPduLine(text)) this.urcHeader = text;
      else this.unsolicited(text);
      return;
    }
    if (running && !(VENDOR_NOISE.test(text) && !answersRunning)) running.lines.push(text);
    else this.options.logger.debug({ port: this.options.path, line: text }, LogEvent.unexpectedLine);
  }

  private unsolicited(line: string, pduLine?: string): void {
    let urc: Unsolicited;
    try {
      urc = parseUnsolicited(line, pduLine);
    } catch (error) {
      if (!(error instanceof GsmError)) throw error;
      this.options.logger.warn({ port: this.options.path, line, err: error }, LogEvent.urcMalformed);
      return;
    }
    try {
      this.options.onUnsolicited(urc);
    } catch (error) {
      this.options.logger.error({ port: this.options.path, line, err: error }, LogEvent.urcMalformed);
    }
  }
}
