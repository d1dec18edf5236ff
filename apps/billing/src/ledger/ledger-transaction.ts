import { BalanceChangedEvent, BillingEvents, DomainError, ErrorCode, TransferKind } from '@simrelay/contracts';
import { outboxRow } from '@simrelay/messaging';
import { Bind, FoldedTransaction, Statement, WriteBatch } from '@simrelay/persistence';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AccountKind } from './account.entity';
import { AccountRef, Accounts, isUserAccount } from './account-refs';
import { Transfer } from './transfer.entity';

interface LockedAccount {
  id: string;
  code: string;
  kind: AccountKind;
  userId: string | null;
  /** As locked, before this transaction's transfers. */
  balanceMicros: number;
}

export interface Movement {
  kind: TransferKind;
  from: AccountRef;
  to: AccountRef;
  amountMicros: number;
  /** The user on one side. */
  userId: string;
  reference: string;
  /** Unique over all transfers. */
  key: string;
  holdId?: string;
  refundOf?: string;
  reason?: string | null;
}

/** Thrown by `lock()` when an account is used for the first time. */
export class AccountsMissing extends Error {
  constructor(readonly refs: AccountRef[]) {
    super(`accounts not created yet: ${refs.map((r) => r.code).join(', ')}`);
  }
}

/**
 * Creates accounts on first use, in a statement of their own (committed at once), in code
 * order; a user gets their wallet and holds account together. Existing ones are left alone.
 */
export async function createAccounts(dataSource: DataSource, refs: AccountRef[]): Promise<void> {
  const all = refs.flatMap((r) => (r.userId ? [Accounts.wallet(r.userId), Accounts.holds(r.userId)] : [r]));
  const unique = [...new Map(all.map((r) => [r.code, r])).values()];
  await dataSource.query(
    `INSERT INTO "billing"."accounts" ("id", "code", "kind", "user_id")
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::varchar[], $4::uuid[]) AS a(id, code, kind, user_id) ORDER BY code
     ON CONFLICT ("code") DO NOTHING`,
    [unique.map(() => randomUUID()), unique.map((r) => r.code), unique.map((r) => r.kind), unique.map((r) => r.userId)],
  );
}

export const INSUFFICIENT_BALANCE = 'Insufficient balance to complete the transaction';

/**
 * The double-entry core, inside one database transaction (folded: see FoldedTransaction). Accounts
 * are locked once, all together, in code order (`SELECT ... ORDER BY code FOR UPDATE`), and
 * only accounts that already exist, so two transactions never wait on each other in a cycle.
 * Movements are checked against the locked balances (a user account never goes below zero),
 * then written: the transfers, the balance updates, and an `evt.billing.balance_changed`
 * outbox row per changed wallet, in one statement that carries the `COMMIT`; the first
 * statement carries the `BEGIN` (and, from `IdempotentLedger.once`, the key's claim with the
 * first locks): a hold, a post or a void is two writes to PostgreSQL.
 */
export class LedgerTransaction {
  /** One instant for every row this transaction writes. */
  readonly at = new Date();
  private locked?: Map<string, LockedAccount>;
  private readonly pending: Transfer[] = [];
  private readonly deltas = new Map<string, number>();
  /** Rows written at commit, in the same statement as the transfers. */
  readonly writes = new WriteBatch();
  /** Whether an event was written: the relay is nudged after commit. */
  announced = false;
  constructor(private readonly folded: FoldedTransaction) {}

  /** One statement of this transaction, answering its rows. */
  query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.folded.query<T>(sql, params);
  }

  /** Several statements in one write (see `FoldedTransaction.queryAll`), answering each one's rows. */
  queryAll<T = Record<string, unknown>>(statements: Statement[]): Promise<T[][]> {
    return this.folded.queryAll<T>(statements);
  }

  /**
   * Locks the accounts, all at once, in code order. An account that does not exist yet
   * aborts the transaction with `AccountsMissing`: the caller creates it outside and runs
   * the work again, so a ledger transaction never takes a lock out of order.
   */
  async lock(refs: AccountRef[]): Promise<void> {
    const [rows = []] = await this.queryAll<LockedRow>([accountsLock(refs)]);
    this.adoptLocks(refs, rows);
  }

  /** The same for accounts `accountsLock(refs)` locked in a statement sent with another. */
  adoptLocks(refs: AccountRef[], rows: LockedRow[]): void {
    if (this.locked) throw new Error('a ledger transaction locks its accounts once, all together');
    const missing = uniqueRefs(refs).filter((r) => !rows.some((row) => row.code === r.code));
    if (missing.length) throw new AccountsMissing(missing);
    this.locked = new Map(
      rows.map((r) => [r.code, { id: r.id, code: r.code, kind: r.kind, userId: r.user_id, balanceMicros: Number(r.balance_micros) }]),
    );
  }

  /** The account's balance including this transaction's movements so far. */
  balance(ref: AccountRef): number {
    const account = this.account(ref);
    return account.balanceMicros + (this.deltas.get(account.id) ?? 0);
  }

  /** Records a transfer; refuses one that would take a user account below zero. */
  move(m: Movement): Transfer {
    if (!Number.isSafeInteger(m.amountMicros) || m.amountMicros <= 0) throw new Error(`a transfer moves a positive amount, not ${m.amountMicros}`);
    const from = this.account(m.from);
    const to = this.account(m.to);
    if (isUserAccount(from.kind) && this.balance(m.from) < m.amountMicros) {
      throw new DomainError(ErrorCode.InsufficientBalance, INSUFFICIENT_BALANCE);
    }
    const transfer = Object.assign(new Transfer(), {
      id: randomUUID(),
      kind: m.kind,
      debitAccountId: from.id,
      creditAccountId: to.id,
      amountMicros: m.amountMicros,
      userId: m.userId,
      holdId: m.holdId ?? null,
      refundOf: m.refundOf ?? null,
      reference: m.reference,
      reason: m.reason ?? null,
      idempotencyKey: m.key,
      createdAt: this.at,
    });
    this.pending.push(transfer);
    this.deltas.set(from.id, (this.deltas.get(from.id) ?? 0) - m.amountMicros);
    this.deltas.set(to.id, (this.deltas.get(to.id) ?? 0) + m.amountMicros);
    return transfer;
  }

  /**
   * Writes what was moved so far (the transfers, the balances, a balance event per changed
   * wallet) and whatever else was added to `writes`, all in one statement, and commits in the
   * same write.
   */
  async commit(): Promise<void> {
    const changed = [...this.deltas].filter(([, delta]) => delta !== 0);
    if (this.pending.length) this.writes.add((bind) => transfersInsert(bind, this.pending));
    if (changed.length) {
      this.writes.add(
        (bind) => `UPDATE "billing"."accounts" AS a SET "balance_micros" = a."balance_micros" + d.delta
         FROM unnest(${bind(changed.map(([id]) => id))}::uuid[], ${bind(changed.map(([, delta]) => delta))}::bigint[]) AS d(id, delta) WHERE a."id" = d.id`,
      );
    }
    for (const account of this.locked?.values() ?? []) {
      if (account.kind !== 'wallet' || !changed.some(([id]) => id === account.id) || !account.userId) continue;
      const event: BalanceChangedEvent = { userId: account.userId, balanceMicros: this.balance(account), at: this.at.toISOString() };
      this.writes.add((bind) => outboxRow('billing', bind, BillingEvents.balanceChanged, event));
      this.announced = true;
    }
    const writes = this.writes.take();
    // Prepared: a handful of shapes (one per kind of command), each planned once per connection.
    await this.folded.commit(writes && { ...writes, prepare: true });
  }

  private account(ref: AccountRef): LockedAccount {
    const account = this.locked?.get(ref.code);
    if (!account) throw new Error(`account ${ref.code} was not locked by this transaction`);
    return account;
  }
}

/** An account as its lock answers it. */
export interface LockedRow {
  id: string;
  code: string;
  kind: AccountKind;
  user_id: string | null;
  balance_micros: string;
}

const uniqueRefs = (refs: AccountRef[]): AccountRef[] => [...new Map(refs.map((r) => [r.code, r])).values()];

/**
 * The statement that locks the accounts, in code order (see `LedgerTransaction.lock`). One
 * placeholder per account, not an array: a plan made for any two codes is as good as one made
 * for these two, so the prepared statement keeps it (with an array of unknown length PostgreSQL
 * planned it again at nearly every call, 0.09 ms each).
 */
export function accountsLock(refs: AccountRef[]): Statement {
  const codes = uniqueRefs(refs).map((r) => r.code);
  return {
    sql: `SELECT "id", "code", "kind", "user_id", "balance_micros" FROM "billing"."accounts"
       WHERE "code" IN (${codes.map((_, i) => `$${i + 1}`).join(', ')}) ORDER BY "code" FOR UPDATE`,
    params: codes,
    prepare: true,
  };
}

/** The transfers as one `INSERT` of arrays. */
function transfersInsert(bind: Bind, transfers: Transfer[]): string {
  const column = <T>(pick: (t: Transfer) => T, type: string) => `${bind(transfers.map(pick))}::${type}[]`;
  return `INSERT INTO "billing"."transfers"
      ("id", "kind", "debit_account_id", "credit_account_id", "amount_micros", "user_id", "hold_id", "refund_of", "reference", "reason", "idempotency_key", "created_at")
    SELECT * FROM unnest(${[
      column((t) => t.id, 'uuid'), column((t) => t.kind, 'varchar'), column((t) => t.debitAccountId, 'uuid'), column((t) => t.creditAccountId, 'uuid'),
      column((t) => t.amountMicros, 'bigint'), column((t) => t.userId, 'uuid'), column((t) => t.holdId, 'uuid'), column((t) => t.refundOf, 'uuid'),
      column((t) => t.reference, 'text'), column((t) => t.reason, 'text'), column((t) => t.idempotencyKey, 'text'), column((t) => t.createdAt, 'timestamptz'),
    ].join(', ')})`;
}
