/** What a transfer was for. Every movement of money is one of these. */
export const TRANSFER_KINDS = [
  'hold', // wallet -> holds
  'hold_capture', // holds -> revenue
  'hold_release', // holds -> wallet (void, expiry, or the uncaptured rest of a post)
  'charge', // wallet -> revenue
  'refund', // revenue -> wallet
  'topup', // clearing:<provider> -> wallet
  'topup_fee', // clearing:<provider> -> fees
  'cashback', // cashback -> wallet
  'adjustment', // adjustments <-> wallet
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** `expired`: voided by billing itself when its `expiresAt` passed. */
export const HOLD_STATUSES = ['active', 'posted', 'voided', 'expired'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

export interface TransferView {
  transferId: string;
  kind: TransferKind;
  amountMicros: number;
  reference: string;
  reason: string | null;
  holdId: string | null;
  /** For refunds: the transfer refunded. */
  refundOf: string | null;
  createdAt: string;
}

export interface HoldView {
  holdId: string;
  userId: string;
  status: HoldStatus;
  amountMicros: number;
  /** Set once posted. */
  capturedMicros: number | null;
  reference: string;
  expiresAt: string | null;
  createdAt: string;
  settledAt: string | null;
}

/** The answer to hold, post and void: the hold, what moved, and the wallet after. */
export interface HoldReceipt {
  hold: HoldView;
  transfers: TransferView[];
  balanceMicros: number;
  balance: number;
}

/** The answer to charge, refund, credit and adjust. */
export interface LedgerReceipt {
  userId: string;
  transfers: TransferView[];
  balanceMicros: number;
  balance: number;
}

/** Available balance is the wallet: held money has already left it for the holds account. */
export interface BalanceView {
  userId: string;
  balanceMicros: number;
  /** Dollars. */
  balance: number;
  heldMicros: number;
  /** Completed top-ups; 0 until billing records top-ups. */
  topupsMicros: number;
}
