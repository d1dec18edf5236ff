import { cmeErrorMeaning, cmsErrorMeaning } from '@simrelay/gsm';

/** A failed command: '+CME ERROR' (equipment), '+CMS ERROR' (SMS) or a plain 'ERROR'. */
export type AtError = { cme: number } | { cms: number } | { plain: true };

/** Thrown by command handlers; the modem turns it into the final result line. */
export class AtFailure extends Error {
  constructor(readonly error: AtError) {
    super('cme' in error ? `+CME ERROR: ${error.cme}` : 'cms' in error ? `+CMS ERROR: ${error.cms}` : 'ERROR');
    this.name = 'AtFailure';
  }
}

export const cme = (code: number): AtFailure => new AtFailure({ cme: code });
export const cms = (code: number): AtFailure => new AtFailure({ cms: code });
export const plainError = (): AtFailure => new AtFailure({ plain: true });

/** 27.007 / 27.005 codes the emulator answers with. */
export const CME = { operationNotAllowed: 3, operationNotSupported: 4, simNotInserted: 10, invalidIndex: 21, noNetwork: 30, incorrectParameters: 50, unknown: 100 } as const;
export const CMS = {
  meFailure: 300,
  operationNotAllowed: 302,
  operationNotSupported: 303,
  invalidPduParameter: 304,
  simNotInserted: 310,
  invalidMemoryIndex: 321,
  memoryFull: 322,
  noNetwork: 331,
  unknown: 500,
} as const;

/** The final result line for `error` under AT+CMEE=<cmee>: 0 plain ERROR, 1 numeric, 2 verbose. */
export function formatAtError(error: AtError, cmee: number): string {
  if ('plain' in error || cmee === 0) return 'ERROR';
  if ('cme' in error) return `+CME ERROR: ${cmee === 2 ? cmeErrorMeaning(error.cme) : error.cme}`;
  return `+CMS ERROR: ${cmee === 2 ? cmsErrorMeaning(error.cms) : error.cms}`;
}
