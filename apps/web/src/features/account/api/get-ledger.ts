import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerFilter, TransferKind } from '@simrelay/api-client';
import { api } from '../../../lib/api';
import { moneyQueryKey } from './get-wallet';

export const LEDGER_PAGE_SIZE = 25;

/** What the user filters by: groups of transfer kinds as people name them. */
export const LEDGER_GROUPS = {
  topups: ['topup', 'cashback', 'topup_fee'],
  holds: ['hold'],
  charges: ['hold_capture', 'charge'],
  refunds: ['refund'],
  releases: ['hold_release'],
  adjustments: ['adjustment'],
} as const satisfies Record<string, readonly TransferKind[]>;
export type LedgerGroup = keyof typeof LEDGER_GROUPS;

/** GET /users/ledger: one page of the user's money movements, newest first, filtered by billing. */
export const ledgerQueryOptions = (filter: LedgerFilter, page: number) =>
  queryOptions({
    queryKey: [...moneyQueryKey, 'ledger', filter, page],
    queryFn: () => api.ledger.entries(filter, page, LEDGER_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

export const useLedger = (filter: LedgerFilter, page: number) => useQuery(ledgerQueryOptions(filter, page));

/** The CSV of every entry that matches, saved as a file. */
export async function downloadLedgerCsv(filter: LedgerFilter): Promise<void> {
  const csv = await api.ledger.csv(filter);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `simrelay-ledger-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
