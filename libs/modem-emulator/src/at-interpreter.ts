import { parseCommandLine, type AtCommand } from './at-command-line';
import { AtFailure, cme, CME, formatAtError, type AtError } from './at-error';
import type { CommandTable, Final } from './commands/command-context';
import { commandTable } from './commands/command-table';
import { FailureSpec, InjectedFailures } from './injected-failures';
import type { ModemCore } from './modem-core';
import type { SerialLine } from './serial-line';

/** What the interpreter needs of the serial line. */
export type AnswerLine = Pick<SerialLine, 'typingPdu' | 'begin' | 'beginPdu' | 'prompt' | 'finish'>;

/** The command log keeps the latest lines only: a demo rack runs for days. */
const MAX_LOG = 10_000;

/**
 * The AT interpreter: a command line from the serial line becomes its commands, each answered
 * by the family's handler (or an injected failure), and one final result; a PDU typed after
 * AT+CMGS is submitted. A reboot a command asked for starts once its answer is out.
 */
export class AtInterpreter {
  private readonly commands: CommandTable;
  private readonly failures = new InjectedFailures();
  private readonly log: string[] = [];
  private pduLength = 0;
  private pduFailure: AtError | null = null;

  constructor(
    private readonly modemId: string,
    private readonly core: ModemCore,
    private readonly line: AnswerLine,
    /** Each AT line as typed, before it runs. */
    private readonly onCommand: (line: string) => void,
  ) {
    this.commands = commandTable(core.profile);
  }

  /** The next `times` commands matching `command` fail with `error`; AT+CMGS fails after the PDU. */
  failNext(command: string | RegExp, error: FailureSpec, times = 1): void {
    this.failures.add(command, error, times);
  }

  /** The AT command lines answered, as typed (the latest 10,000). */
  commandLog(): string[] {
    return [...this.log];
  }

  /** AT+CMGS=<length> asks for the PDU. */
  beginSmsInput(length: number): void {
    this.line.beginPdu();
    this.pduLength = length;
  }

  /** Before the line resets: a PDU being typed is abandoned, and the failure due on it with it. */
  reset(): void {
    if (this.line.typingPdu) this.pduFailure = null;
  }

  executeLine(raw: string): void {
    const line = raw.trim();
    // Modems wait for 'AT' and ignore anything else on the line.
    if (!/^AT/iu.test(line)) return;
    this.log.push(line);
    if (this.log.length > MAX_LOG) this.log.splice(0, this.log.length - MAX_LOG);
    this.onCommand(line);
    const commands = parseCommandLine(line);
    this.line.begin();
    const lines: string[] = [];
    try {
      if (!commands) throw new AtFailure({ plain: true });
      for (const command of commands) {
        const final = this.executeCommand(command, lines);
        if (final === 'PROMPT') return this.line.prompt(`${formatLines(lines)}\r\n> `);
        if (final !== 'OK') return this.finish(lines, final);
      }
      this.finish(lines, 'OK');
    } catch (error) {
      this.finish(lines, this.errorResult(error));
    }
  }

  /** The PDU ended by Ctrl-Z: sent (+CMGS: <reference>), or the error due on it. */
  submitPdu(text: string): void {
    const pdu = text.replace(/\s/gu, '').toUpperCase();
    const failure = this.pduFailure;
    this.pduFailure = null;
    try {
      if (failure) throw new AtFailure(failure);
      const reference = this.core.submit(pdu, this.pduLength);
      this.finish([`+CMGS: ${reference}`], 'OK');
    } catch (error) {
      this.finish([], this.errorResult(error));
    }
  }

  /** ESC instead of Ctrl-Z: nothing sent, OK. */
  cancelPdu(): void {
    this.pduFailure = null;
    this.finish([], 'OK');
  }

  private executeCommand(command: AtCommand, lines: string[]): Final {
    const injected = this.failures.take(command.text);
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
    this.line.finish(`${formatLines(lines)}\r\n${final}\r\n`);
    if (this.core.takeRebootRequest()) this.core.startReboot();
  }

  private errorResult(error: unknown): string {
    if (error instanceof AtFailure) return formatAtError(error.error, this.core.settings.cmee);
    // A bug in a handler must not take the process down: the host sees ERROR, the developer a warning.
    process.emitWarning(`modem ${this.modemId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 'ERROR';
  }
}

/** Information lines as modems frame them: '\r\n' before the first, '\r\n' after each. */
function formatLines(lines: string[]): string {
  return lines.length > 0 ? `\r\n${lines.join('\r\n')}\r\n` : '';
}
