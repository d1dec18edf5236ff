import type { TFunction } from 'i18next';

/** SPEC sections 1 and 9: how a balance is topped up, with each method's minimum and fee. */
export type PaymentMethod = 'card' | 'payeer' | 'crypto';

export interface MethodTerms {
  /** Smallest top-up, dollars. */
  minimum: number;
  /** The provider's fee, percent; null when none is stated. */
  feePercent: number | null;
}

export const PAYMENT_METHODS: Record<PaymentMethod, MethodTerms> = {
  card: { minimum: 1, feePercent: 2 },
  payeer: { minimum: 5, feePercent: 1 },
  crypto: { minimum: 1, feePercent: null },
};

export const METHOD_ORDER: readonly PaymentMethod[] = ['card', 'payeer', 'crypto'];

/** 15 % cashback on a top-up from $1000. */
export const CASHBACK = { percent: 15, fromDollars: 1000 } as const;

/** A transaction, crypto included, can take up to this long. */
export const SETTLEMENT_MINUTES = 30;

/** Currencies and their networks; codes and chain names are the same in every language. */
export const CRYPTO_CURRENCIES = [
  { code: 'USDT', networks: ['TRC20', 'ERC20'] },
  { code: 'BTC', networks: ['Bitcoin'] },
  { code: 'ETH', networks: ['ERC20'] },
  { code: 'LTC', networks: ['Litecoin'] },
] as const;

export type CryptoCode = (typeof CRYPTO_CURRENCIES)[number]['code'];

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
  return sum < minimum ? t('common:validation.sumMin', { min: minimum }) : null;
}
