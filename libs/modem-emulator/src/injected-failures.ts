import type { AtError } from './at-error';

interface InjectedFailure {
  command: string | RegExp;
  error: AtError;
  remaining: number;
}

/** What the host of a test asks for: exactly one of a +CME code, a +CMS code or a plain ERROR. */
export interface FailureSpec {
  cme?: number;
  cms?: number;
  plain?: true;
}

/** Failures a test injected: the next commands matching each fail with its error, so many times. */
export class InjectedFailures {
  private readonly failures: InjectedFailure[] = [];

  add(command: string | RegExp, error: FailureSpec, times = 1): void {
    const kinds = [error.cme !== undefined, error.cms !== undefined, error.plain === true].filter(Boolean).length;
    if (kinds !== 1) throw new TypeError('failNext needs exactly one of cme, cms or plain');
    const atError: AtError = error.cme !== undefined ? { cme: error.cme } : error.cms !== undefined ? { cms: error.cms } : { plain: true };
    this.failures.push({ command, error: atError, remaining: times });
  }

  /** The error for this command text when one is due (using it up), else null. */
  take(text: string): AtError | null {
    const failure = this.failures.find((f) => commandMatches(f.command, text));
    if (!failure) return null;
    failure.remaining--;
    if (failure.remaining <= 0) this.failures.splice(this.failures.indexOf(failure), 1);
    return failure.error;
  }
}

/** A string matches the command and its forms ('AT+CMGR' matches 'AT+CMGR=3'; 'AT+CMGR=3' only that). */
export function commandMatches(matcher: string | RegExp, text: string): boolean {
  if (matcher instanceof RegExp) return matcher.test(text);
  const wanted = (/^AT/iu.test(matcher) ? matcher : `AT${matcher}`).toUpperCase();
  const actual = text.toUpperCase();
  if (!actual.startsWith(wanted)) return false;
  const next = actual.charAt(wanted.length);
  return next === '' || next === '=' || next === '?';
}
