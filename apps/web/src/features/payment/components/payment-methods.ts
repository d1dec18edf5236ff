import { CASHBACK_FROM_MICROS, CASHBACK_RATE, CRYPTO_CURRENCIES, type CryptoCode, TOPUP_METHOD_ORDER, TOPUP_METHODS, type TopUpMethod } from '@simrelay/contracts/topup-rules';
import i18next, { type TFunction } from 'i18next';
import { formatDollars } from '../../../lib/money';

/** SPEC sections 1 and 9: each method's minimum and fee, from the rules billing applies. */
export type PaymentMethod = TopUpMethod;

export interface MethodTerms {
  /** Smallest top-up, dollars. */
  minimum: number;
  /** The provider's fee, percent. */
  feePercent: number;
}

export const PAYMENT_METHODS = Object.fromEntries(
  TOPUP_METHOD_ORDER.map((method) => [method, { minimum: TOPUP_METHODS[method].minMicros / 1e6, feePercent: TOPUP_METHODS[method].feeRate * 100 }]),
) as Record<PaymentMethod, MethodTerms>;

export const METHOD_ORDER = TOPUP_METHOD_ORDER;

/** 15 % cashback on a top-up from $1000. */
export const CASHBACK = { percent: CASHBACK_RATE * 100, fromDollars: CASHBACK_FROM_MICROS / 1e6 } as const;

/** A transaction, crypto included, can take up to this long. */
export const SETTLEMENT_MINUTES = 30;

export { CRYPTO_CURRENCIES, type CryptoCode };

const SUM_PATTERN = /^\d+([.,]\d{1,2})?$/;

/** Dollars from what was typed ('12', '12.5', '12,50'), or null when it is not a sum. */
export function parseSum(value: string): number | null {
  const trimmed = value.trim();
  if (!SUM_PATTERN.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** The SPEC's top-up messages: 'Type a sum', the format, or the method's minimum. */
export function sumProblem(value: string, method: PaymentMethod, t: TFunction): string | null {
  if (value.trim() === '') return t('account:payment.sumRequired');
  const sum = parseSum(value);
  if (sum === null || sum <= 0) return t('common:validation.format');
  const { minimum } = PAYMENT_METHODS[method];
  return sum < minimum ? t('common:validation.sumMin', { min: formatDollars(minimum, i18next.language) }) : null;
}
