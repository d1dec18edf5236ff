import { MICROS_PER_DOLLAR } from '@simrelay/contracts';

/** Payeer amounts carry two decimals, so the smallest amount it can express is one cent. */
export const MICROS_PER_CENT = MICROS_PER_DOLLAR / 100;

/**
 * `m_amount` for a whole number of cents, e.g. 10_000_000 micros -> '10.00'. Amounts that are
 * not positive whole cents are refused rather than rounded: a silently rounded amount would
 * charge the customer something other than what the ledger will credit.
 */
export function formatPayeerAmount(amountMicros: number): string {
  if (!Number.isSafeInteger(amountMicros) || amountMicros <= 0) {
    throw new RangeError(`Payeer amount must be a positive integer of micro-dollars, got ${amountMicros}`);
  }
  if (amountMicros % MICROS_PER_CENT !== 0) {
    throw new RangeError(`Payeer amount must be whole cents, got ${amountMicros} micro-dollars`);
  }
  const cents = amountMicros / MICROS_PER_CENT;
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Micro-dollars of an `m_amount` as Payeer sends it back ('10.00'; '10' and '10.5' read as the
 * same value), or undefined for anything else (signs, exponents, more than two decimals).
 * Integer arithmetic only: no float ever touches the amount.
 */
export function parsePayeerAmount(text: string): number | undefined {
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const micros = whole * MICROS_PER_DOLLAR + cents * MICROS_PER_CENT;
  return Number.isSafeInteger(micros) ? micros : undefined;
}
