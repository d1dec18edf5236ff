import { GsmError } from '@simrelay/gsm';
import type { Logger } from 'pino';
import { LogEvent } from '../log-events';
import { AtChannel } from './at-channel';
import { AtCommandError, AtTimeoutError, PortClosedError } from './at-errors';
import { SessionStatus } from './session-status';

export interface AtCommandsOptions {
  path: string;
  /** The channel of the port open now; null between openings. */
  channel: () => AtChannel | null;
  status: SessionStatus;
  log: Logger;
  maxConsecutiveTimeouts: number;
  /** As many timeouts in a row as allowed: the modem is to be reset. */
  tooManyTimeouts: () => void;
}

/**
 * How the parts of a session speak AT: every command goes to the channel of the port open now,
 * and timeouts are counted; `maxConsecutiveTimeouts` of them in a row ask for a reset.
 */
export class AtCommands {
  private timeoutsInARow = 0;

  constructor(private readonly options: AtCommandsOptions) {}

  get consecutiveTimeouts(): number {
    return this.timeoutsInARow;
  }

  /** The modem answers again (after a reboot): earlier timeouts no longer count. */
  clearTimeouts(): void {
    this.timeoutsInARow = 0;
  }

  /** Rejects with AtCommandError (the modem refused), AtTimeoutError or PortClosedError. */
  async run(command: string, timeoutMs?: number): Promise<string[]> {
    const { channel: current, status } = this.options;
    const channel = current();
    if (!channel) throw new PortClosedError(this.options.path, `port is ${status.state}`);
    try {
      const lines = await channel.run(command, timeoutMs);
      this.timeoutsInARow = 0;
      return lines;
    } catch (error) {
      if (error instanceof AtCommandError) this.timeoutsInARow = 0;
      if (error instanceof AtTimeoutError && channel === current()) {
        this.timeoutsInARow++;
        status.counts.timeouts++;
        status.failed(error);
        this.options.log.warn({ command, timeoutMs: error.timeoutMs, consecutive: this.timeoutsInARow }, LogEvent.commandTimedOut);
        if (this.timeoutsInARow >= this.options.maxConsecutiveTimeouts) this.options.tooManyTimeouts();
      }
      throw error;
    }
  }

  /** As `run`, but the modem's refusal is returned instead of thrown. */
  async attempt(command: string): Promise<string[] | AtCommandError> {
    try {
      return await this.run(command);
    } catch (error) {
      if (error instanceof AtCommandError) return error;
      throw error;
    }
  }

  /** A command the modem may not know: an error answer is not a failure. */
  async optional(command: string): Promise<string[]> {
    const answer = await this.attempt(command);
    if (!(answer instanceof AtCommandError)) return answer;
    this.options.log.debug({ command, err: answer }, LogEvent.optionalCommandRefused);
    return [];
  }

  /** The parsed answer, or null when the modem refused or answered something unreadable. */
  async optionalParse<T>(command: string, parse: (lines: string[]) => T): Promise<T | null> {
    const answer = await this.attempt(command);
    return answer instanceof AtCommandError ? null : parsed(answer, parse);
  }
}

/** `parse(lines)`, or null when the lines cannot be read that way. */
export function parsed<T>(lines: string[], parse: (lines: string[]) => T): T | null {
  try {
    return parse(lines);
  } catch (error) {
    if (error instanceof GsmError) return null;
    throw error;
  }
}
