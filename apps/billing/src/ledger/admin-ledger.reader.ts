import { Injectable } from '@nestjs/common';
import { AdminLedgerEntryView, AdminLedgerPage, AdminLedgerQuery, AdminRevenueView, LedgerFilters, LedgerSortField, microsToDollars } from '@simrelay/contracts';
import { listOrdering } from '@simrelay/persistence';
import { DataSource } from 'typeorm';
import { Accounts } from './account-refs';

interface EntryRow {
  id: string;
  kind: AdminLedgerEntryView['kind'];
  from_code: string;
  to_code: string;
  amount_micros: string;
  reference: string;
  reason: string | null;
  created_at: Date;
  wallet_after: string;
  total: number;
}

const ENTRY_COLUMNS: Record<LedgerSortField, string> = { createdAt: 'e.created_at', kind: 'e.kind', amount: 'e.amount_micros' };
const NEWEST_FIRST = { sort: 'createdAt', order: 'desc' } as const;

/** What operators read from the ledger: one user's transfers, and the day's revenue. Read only. */
@Injectable()
export class AdminLedgerReader {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The user's transfers, newest first unless sorted, each with the wallet right after it, with the total
   * from the same statement; optionally only some kinds, or a time range (the user's ledger page).
   */
  async entries(query: AdminLedgerQuery & LedgerFilters): Promise<AdminLedgerPage> {
    const wallet = Accounts.wallet(query.userId).code;
    // The running balance is summed over every transfer of the user before the filters narrow the rows.
    const rows: EntryRow[] = await this.dataSource.query(
      `WITH entries AS (
         SELECT t.id, t.kind, d.code AS from_code, c.code AS to_code, t.amount_micros, t.reference, t.reason, t.created_at,
                sum(CASE WHEN c.code = $2 THEN t.amount_micros WHEN d.code = $2 THEN -t.amount_micros ELSE 0 END)
                  OVER (ORDER BY t.created_at, t.id) AS wallet_after
           FROM billing.transfers t
           JOIN billing.accounts d ON d.id = t.debit_account_id
           JOIN billing.accounts c ON c.id = t.credit_account_id
          WHERE t.user_id = $1
       )
       SELECT e.*, count(*) OVER ()::int AS total
         FROM entries e
        WHERE ($5::text[] IS NULL OR e.kind = ANY($5::text[]))
          AND ($6::timestamptz IS NULL OR e.created_at >= $6::timestamptz)
          AND ($7::timestamptz IS NULL OR e.created_at < $7::timestamptz)
        ORDER BY ${listOrdering(ENTRY_COLUMNS, query, NEWEST_FIRST, 'e.id').sql}
        LIMIT $3 OFFSET $4`,
      [query.userId, wallet, query.limit, (query.page - 1) * query.limit, query.kind?.length ? query.kind : null, query.from ?? null, query.to ?? null],
    );
    const items = rows.map((row): AdminLedgerEntryView => {
      const amount = microsToDollars(Number(row.amount_micros));
      return {
        _id: row.id,
        kind: row.kind,
        from: row.from_code,
        to: row.to_code,
        amount,
        walletChange: row.to_code === wallet ? amount : row.from_code === wallet ? -amount : 0,
        balanceAfter: microsToDollars(Number(row.wallet_after)),
        reference: row.reference,
        reason: row.reason,
        createdAt: row.created_at.toISOString(),
      };
    });
    // A page past the end has no row to carry the total: count apart only then.
    const total = rows[0]?.total ?? (query.page > 1 ? await this.count(query) : 0);
    return { items, total, page: query.page, limit: query.limit };
  }

  async revenue(since: Date): Promise<AdminRevenueView> {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(sum(CASE WHEN t.credit_account_id = r.id THEN t.amount_micros ELSE -t.amount_micros END), 0)::bigint AS micros,
              count(*) FILTER (WHERE t.credit_account_id = r.id)::int AS charges
         FROM billing.accounts r
         JOIN billing.transfers t ON (t.credit_account_id = r.id OR t.debit_account_id = r.id) AND t.created_at >= $2
        WHERE r.code = $1`,
      [Accounts.revenue.code, since],
    );
    return { since: since.toISOString(), revenue: microsToDollars(Number(row?.micros ?? 0)), charges: Number(row?.charges ?? 0) };
  }

  private async count(query: AdminLedgerQuery & LedgerFilters): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM billing.transfers
        WHERE user_id = $1 AND ($2::text[] IS NULL OR kind = ANY($2::text[]))
          AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz) AND ($4::timestamptz IS NULL OR created_at < $4::timestamptz)`,
      [query.userId, query.kind?.length ? query.kind : null, query.from ?? null, query.to ?? null],
    );
    return row.n;
  }
}
