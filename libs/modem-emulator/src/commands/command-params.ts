import { AtFailure, cme, CME, plainError } from '../at-error';

/**
 * An integer parameter in [min, max]. Missing (or empty) gives `fallback` when there is one;
 * anything else fails with `failure` (+CME ERROR 50 unless told otherwise).
 */
export function intParam(
  value: string | undefined,
  range: { min: number; max: number; fallback?: number },
  failure: () => AtFailure = () => cme(CME.incorrectParameters),
): number {
  if (value === undefined || value === '') {
    if (range.fallback !== undefined) return range.fallback;
    throw failure();
  }
  if (!/^\d+$/u.test(value)) throw failure();
  const n = Number(value);
  if (n < range.min || n > range.max) throw failure();
  return n;
}

/** A form (exec, read, test, set) the command does not have: modems answer a plain ERROR. */
export function unsupportedForm(): AtFailure {
  return plainError();
}
