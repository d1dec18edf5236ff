import type { AdminLedgerEntryView, AdminLedgerPage, TransferKind } from '@simrelay/contracts';
import type { HttpClient } from './http-client';

export type { TransferKind } from '@simrelay/contracts';
/** One movement of the user's money, with the wallet after it (dollars). */
export type LedgerEntry = AdminLedgerEntryView;
export type LedgerPage = AdminLedgerPage;

/** Dollars: available to spend, reserved for open numbers and rentals, paid in. */
export interface WalletView {
  balance: number;
  reserved: number;
  topups: number;
}

export interface LedgerFilter {
  kind?: readonly TransferKind[];
  /** ISO 8601 instants: from (inclusive), to (exclusive). */
  from?: string;
  to?: string;
}

function ledgerQuery(filter: LedgerFilter, extra: Record<string, string>): string {
  const params = new URLSearchParams(extra);
  if (filter.kind?.length) params.set('kind', filter.kind.join(','));
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params.toString();
}

/** The user's money as billing keeps it: the wallet and every transfer, a page at a time or as CSV. */
export const ledgerApi = (http: HttpClient) => ({
  wallet: () => http.request<WalletView>('GET', '/users/ledger/balance'),
  entries: (filter: LedgerFilter, page = 1, limit = 50) => http.request<LedgerPage>('GET', `/users/ledger?${ledgerQuery(filter, { page: String(page), limit: String(limit) })}`),
  /** The CSV file of every entry that matches. */
  csv: (filter: LedgerFilter) => http.requestText('GET', `/users/ledger?${ledgerQuery(filter, { format: 'csv' })}`),
});
