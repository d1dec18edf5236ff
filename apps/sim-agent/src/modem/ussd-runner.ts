import { Unsolicited } from '@simrelay/gsm';
import type { Logger } from 'pino';
import { Clock } from '../clock';
import { LogEvent } from '../log-events';
import { AtCommands } from './at-commands';
import { UssdError } from './at-errors';
import { UssdAnswer } from './modem';

export type CusdUrc = Extract<Unsolicited, { type: 'cusd' }>;

export interface UssdRunnerOptions {
  commands: AtCommands;
  clock: Clock;
  /** How long the network may take to answer (+CUSD). */
  timeoutMs: number;
  log: Logger;
  /** The SIM's ICCID, for the log line. */
  iccid: () => string | null;
}

const USSD_STATUS: Record<number, string> = {
  2: 'USSD session terminated by the network',
  3: 'another local client answered the USSD session',
  4: 'USSD operation not supported',
  5: 'network timed out the USSD session',
};

/** USSD codes on one modem, one session at a time: sends the code and waits for the network's +CUSD. */
export class UssdRunner {
  private tail: Promise<unknown> = Promise.resolve();
  private waiter: { resolve: (urc: CusdUrc) => void; reject: (error: Error) => void } | null = null;

  constructor(private readonly options: UssdRunnerOptions) {}

  /** Runs `code` once every code before it has its answer; rejects with UssdError when the network refuses. */
  run(code: string): Promise<UssdAnswer> {
    const result = this.tail.then(() => this.exchange(code));
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** A +CUSD line: the answer to the code running now. False when no code waits for one. */
  answer(urc: CusdUrc): boolean {
    if (!this.waiter) return false;
    this.waiter.resolve(urc);
    return true;
  }

  /** The port closed: the code running now fails with `error`. */
  fail(error: Error): void {
    this.waiter?.reject(error);
    this.waiter = null;
  }

  private async exchange(code: string): Promise<UssdAnswer> {
    const { commands, clock, timeoutMs } = this.options;
    let timer: unknown;
    const answer = new Promise<CusdUrc>((resolve, reject) => {
      this.waiter = { resolve, reject };
      timer = clock.setTimeout(() => reject(new UssdError(`no USSD answer within ${timeoutMs} ms`, null)), timeoutMs);
    });
    answer.catch(() => undefined);
    let urc: CusdUrc;
    try {
      await commands.run(`AT+CUSD=1,"${code}",15`);
      urc = await answer;
    } finally {
      clock.clearTimeout(timer);
      this.waiter = null;
    }
    if (urc.status === 1) await commands.optional('AT+CUSD=2'); // we never answer a menu: close the session
    if (urc.status >= 3 || (urc.text === null && urc.status !== 0)) {
      throw new UssdError(USSD_STATUS[urc.status] ?? `USSD status ${urc.status}`, urc.status);
    }
    this.options.log.info({ iccid: this.options.iccid(), code, status: urc.status }, LogEvent.ussdAnswered);
    return { status: urc.status, text: urc.text ?? '' };
  }
}
