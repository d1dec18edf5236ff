import type { FinalResult } from '@simrelay/gsm';

/** The modem answered with an error final result (ERROR, +CME ERROR, +CMS ERROR...). */
export class AtCommandError extends Error {
  constructor(
    readonly command: string,
    readonly final: FinalResult,
  ) {
    const code = final.code !== undefined ? ` ${final.code}` : '';
    const meaning = final.meaning ? ` (${final.meaning})` : '';
    super(`${command}: ${final.result}${code}${meaning}`);
    this.name = 'AtCommandError';
  }

  get cme(): number | undefined {
    return this.final.result === 'CME ERROR' ? this.final.code : undefined;
  }
}

/** No final result within the command's timeout. */
export class AtTimeoutError extends Error {
  constructor(
    readonly command: string,
    readonly timeoutMs: number,
  ) {
    super(`${command}: no answer within ${timeoutMs} ms`);
    this.name = 'AtTimeoutError';
  }
}

/** The port closed (or vanished) before the command finished. */
export class PortClosedError extends Error {
  constructor(readonly path: string, reason = 'port closed') {
    super(`${path}: ${reason}`);
    this.name = 'PortClosedError';
  }
}

/** The modem is not in a state to take the request (opening, resetting, lost). */
export class ModemUnavailableError extends Error {
  constructor(readonly path: string, readonly state: string) {
    super(`${path} is ${state}`);
    this.name = 'ModemUnavailableError';
  }
}

/** The network answered a USSD request with an error status, or never answered. */
export class UssdError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
    this.name = 'UssdError';
  }
}

/** CME codes that mean there is no usable SIM (not inserted, failure, busy, wrong, PIN/PUK wanted). */
export const NO_SIM_CME = new Set([10, 11, 12, 13, 14, 15, 16, 17, 18]);
