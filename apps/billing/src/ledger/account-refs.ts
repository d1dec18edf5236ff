import type { AccountKind } from './account.entity';

/** An account by its code; user and clearing accounts are created the first time they are used. */
export interface AccountRef {
  code: string;
  kind: AccountKind;
  userId: string | null;
}

const system = (kind: AccountKind): AccountRef => ({ code: kind, kind, userId: null });

export const Accounts = {
  /** The user's available money. */
  wallet: (userId: string): AccountRef => ({ code: `wallet:${userId}`, kind: 'wallet', userId }),
  /** The user's money reserved by active holds. */
  holds: (userId: string): AccountRef => ({ code: `holds:${userId}`, kind: 'holds', userId }),
  revenue: system('revenue'),
  fees: system('fees'),
  cashback: system('cashback'),
  adjustments: system('adjustments'),
  /** Money a payment provider collected for us. */
  clearing: (provider: string): AccountRef => ({ code: `clearing:${provider}`, kind: 'clearing', userId: null }),
} as const;

/** Accounts that belong to a user: they never go below zero. */
export const isUserAccount = (kind: AccountKind): boolean => kind === 'wallet' || kind === 'holds';
