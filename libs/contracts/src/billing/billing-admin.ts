import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsUUID, Max, Min } from 'class-validator';
import { IsSortField, IsSortOrder, type SortOrder } from '../common/list-order';
import type { TransferKind } from './billing.views';

/** The back office's reads of the ledger (queue group `billing`). */
export const BillingAdminSubjects = {
  ledgerEntries: 'billing.admin.ledger.entries',
  revenue: 'billing.admin.revenue',
} as const;

/** The fields a user's ledger sorts by (`amount`: dollars moved). */
export const LEDGER_SORT_FIELDS = ['createdAt', 'kind', 'amount'] as const;
export type LedgerSortField = (typeof LEDGER_SORT_FIELDS)[number];

export class AdminLedgerQuery {
  /** Default: newest first. */
  @IsSortField(LEDGER_SORT_FIELDS) sort?: LedgerSortField;
  @IsSortOrder() order?: SortOrder;
  @IsUUID('4', { message: 'format' }) userId!: string;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(100_000, { message: 'max' }) page: number = 1;
  @Type(() => Number) @IsInt({ message: 'format' }) @Min(1, { message: 'min' }) @Max(200, { message: 'max' }) limit: number = 50;
}

export class AdminRevenueQuery {
  @IsISO8601({ strict: true }, { message: 'format' }) since!: string;
}

/** One transfer touching a user's accounts, as operators read it. */
export interface AdminLedgerEntryView {
  _id: string;
  kind: TransferKind;
  /** Account codes: `wallet:<userId>`, `holds:<userId>`, `revenue`, `adjustments`, `clearing:<provider>`... */
  from: string;
  to: string;
  /** Dollars moved. */
  amount: number;
  /** What the transfer did to the user's wallet, in dollars (0 between the holds account and revenue). */
  walletChange: number;
  /** The wallet (available balance) right after this transfer, in dollars. */
  balanceAfter: number;
  reference: string;
  reason: string | null;
  createdAt: string;
}

export interface AdminLedgerPage {
  items: AdminLedgerEntryView[];
  total: number;
  page: number;
  limit: number;
}

export interface AdminRevenueView {
  since: string;
  /** Dollars into the revenue account since `since`, less what left it (refunds). */
  revenue: number;
  /** Transfers into revenue since `since`. */
  charges: number;
}
