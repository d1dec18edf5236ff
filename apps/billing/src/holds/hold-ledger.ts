import { Injectable } from '@nestjs/common';
import {
  DomainError, ErrorCode, HoldCommand, HoldReceipt, HoldStatus, HoldView, PostHoldCommand, VoidHoldCommand,
} from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { Statement } from '@simrelay/persistence';
import { DataSource } from 'typeorm';
import { AccountRef, Accounts } from '../ledger/account-refs';
import { IdempotentLedger } from '../ledger/idempotent-ledger';
import { accountsLock, LedgerTransaction, LockedRow } from '../ledger/ledger-transaction';
import { balanceAfter, toTransferView } from '../ledger/ledger.views';
import type { Transfer } from '../ledger/transfer.entity';
import { Hold } from './hold.entity';
import { toHoldView } from './hold.views';

interface HoldRow {
  id: string;
  user_id: string;
  amount_micros: string;
  captured_micros: string | null;
  status: HoldStatus;
  reference: string;
  expires_at: Date | null;
  idempotency_key: string;
  created_at: Date;
  settled_at: Date | null;
  past_expiry: boolean;
}

/** Named, not `*`: what `toHold` reads, whatever columns are added later. */
const HOLD_COLUMNS = '"id", "user_id", "amount_micros", "captured_micros", "status", "reference", "expires_at", "idempotency_key", "created_at", "settled_at"';

/** The statement that locks a hold, answering it with whether its expiry passed. */
const holdLock = (holdId: string): Statement => ({
  sql: `SELECT ${HOLD_COLUMNS}, ("expires_at" IS NOT NULL AND "expires_at" <= now()) AS past_expiry FROM "billing"."holds" WHERE "id" = $1 FOR UPDATE`,
  params: [holdId],
  prepare: true,
});

/**
 * The statement that locks the accounts of the hold `holdId` (its user's wallet and holds
 * account, and `others`), in code order as `accountsLock` does. Sent right after `holdLock` in the
 * same write: the hold is still locked before its accounts, and its user comes from the row
 * rather than from a round trip that reads the hold first.
 */
const holdAccountsLock = (holdId: string, others: AccountRef[] = []): Statement => ({
  sql: `SELECT "id", "code", "kind", "user_id", "balance_micros" FROM "billing"."accounts"
         WHERE ("user_id" = (SELECT "user_id" FROM "billing"."holds" WHERE "id" = $1) AND "kind" IN ('wallet', 'holds'))${others
           .map((_, i) => ` OR "code" = $${i + 2}`).join('')}
         ORDER BY "code" FOR UPDATE`,
  params: [holdId, ...others.map((r) => r.code)],
  prepare: true,
});

const toHold = (r: HoldRow): Hold =>
  Object.assign(new Hold(), {
    id: r.id,
    userId: r.user_id,
    amountMicros: Number(r.amount_micros),
    capturedMicros: r.captured_micros === null ? null : Number(r.captured_micros),
    status: r.status,
    reference: r.reference,
    expiresAt: r.expires_at,
    idempotencyKey: r.idempotency_key,
    createdAt: r.created_at,
    settledAt: r.settled_at,
  });

/**
 * Two-phase reservations: `hold` moves money from the wallet to the user's holds account;
 * exactly one of `post` (capture to revenue, the rest back), `void` or expiry follows. The
 * hold row is locked before its accounts, by every path, so a hold settles once.
 */
@Injectable()
export class HoldLedger {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: IdempotentLedger,
  ) {}

  hold(cmd: HoldCommand): Promise<HoldReceipt> {
    const wallet = Accounts.wallet(cmd.userId);
    const held = Accounts.holds(cmd.userId);
    // The accounts locked in the claim's write.
    return this.ledger.once<HoldReceipt, [LockedRow[]]>('hold', cmd, async (tx, [locked = []]) => {
      tx.adoptLocks([wallet, held], locked);
      const hold = Object.assign(new Hold(), {
        id: randomUUID(),
        userId: cmd.userId,
        amountMicros: cmd.amountMicros,
        capturedMicros: null,
        status: 'active' as const,
        reference: cmd.reference,
        expiresAt: cmd.expiresAt ? new Date(cmd.expiresAt) : null,
        idempotencyKey: cmd.idempotencyKey,
        createdAt: tx.at,
        settledAt: null,
      });
      const transfer = tx.move({
        kind: 'hold', from: wallet, to: held, amountMicros: cmd.amountMicros, userId: cmd.userId, reference: cmd.reference,
        key: cmd.idempotencyKey, holdId: hold.id,
      });
      tx.writes.add(
        (bind) => `INSERT INTO "billing"."holds" ("id", "user_id", "amount_micros", "captured_micros", "status", "reference", "expires_at", "idempotency_key", "created_at", "settled_at")
          VALUES (${[hold.id, hold.userId, hold.amountMicros, null, hold.status, hold.reference, hold.expiresAt, hold.idempotencyKey, hold.createdAt, null].map(bind).join(', ')})`,
      );
      return this.receipt(tx, hold, [transfer]);
    }, [accountsLock([wallet, held])]);
  }

  post(cmd: PostHoldCommand): Promise<HoldReceipt> {
    // The hold and its accounts locked in the claim's write.
    return this.ledger.once<HoldReceipt, [HoldRow[], LockedRow[]]>('post', cmd, async (tx, [found = [], locked = []]) => {
      const hold = this.active(found, false);
      const captured = cmd.amountMicros ?? hold.amountMicros;
      if (captured > hold.amountMicros) {
        throw new DomainError(ErrorCode.Invalid, 'The captured amount exceeds the hold', { amountMicros: 'max' });
      }
      const wallet = Accounts.wallet(hold.userId);
      const held = Accounts.holds(hold.userId);
      tx.adoptLocks([held, Accounts.revenue, wallet], locked);
      const common = { userId: hold.userId, reference: hold.reference, holdId: hold.id };
      const transfers = [tx.move({ ...common, kind: 'hold_capture', from: held, to: Accounts.revenue, amountMicros: captured, key: cmd.idempotencyKey })];
      if (captured < hold.amountMicros) {
        const rest = hold.amountMicros - captured;
        transfers.push(tx.move({ ...common, kind: 'hold_release', from: held, to: wallet, amountMicros: rest, key: `${cmd.idempotencyKey}/release` }));
      }
      return this.settle(tx, hold, 'posted', captured, transfers);
    }, [holdLock(cmd.holdId), holdAccountsLock(cmd.holdId, [Accounts.revenue])]);
  }

  void(cmd: VoidHoldCommand): Promise<HoldReceipt> {
    // The hold and its accounts locked in the claim's write.
    return this.ledger.once<HoldReceipt, [HoldRow[], LockedRow[]]>(
      'void', cmd, async (tx, [found = [], locked = []]) => this.release(tx, this.active(found, true), 'voided', cmd.idempotencyKey, locked),
      [holdLock(cmd.holdId), holdAccountsLock(cmd.holdId)],
    );
  }

  /**
   * Voids one hold whose expiry passed, unless another transaction holds it (it is being
   * posted or voided, or another replica's sweeper has it). False when there was nothing to do.
   */
  expire(holdId: string): Promise<boolean> {
    return this.ledger.run(async (tx) => {
      const rows = await tx.query<HoldRow>(
        `SELECT *, true AS past_expiry FROM "billing"."holds"
         WHERE "id" = $1 AND "status" = 'active' AND "expires_at" <= now() FOR UPDATE SKIP LOCKED`,
        [holdId],
      );
      if (!rows.length) return false;
      await this.release(tx, toHold(rows[0]), 'expired', `expiry/${holdId}`);
      return true;
    });
  }

  async get(holdId: string): Promise<HoldView> {
    const hold = await this.dataSource.getRepository(Hold).findOneBy({ id: holdId });
    if (!hold) throw this.notFound();
    return toHoldView(hold);
  }

  /** `locked`: the accounts as `holdAccountsLock` locked them already; locked here when absent. */
  private async release(tx: LedgerTransaction, hold: Hold, status: 'voided' | 'expired', key: string, locked?: LockedRow[]): Promise<HoldReceipt> {
    const wallet = Accounts.wallet(hold.userId);
    const held = Accounts.holds(hold.userId);
    if (locked) tx.adoptLocks([held, wallet], locked);
    else await tx.lock([held, wallet]);
    const transfer = tx.move({
      kind: 'hold_release', from: held, to: wallet, amountMicros: hold.amountMicros, userId: hold.userId, reference: hold.reference,
      key, holdId: hold.id,
    });
    return this.settle(tx, hold, status, null, [transfer]);
  }

  private settle(tx: LedgerTransaction, hold: Hold, status: HoldStatus, capturedMicros: number | null, transfers: Transfer[]): HoldReceipt {
    Object.assign(hold, { status, capturedMicros, settledAt: tx.at });
    tx.writes.add(
      (bind) => `UPDATE "billing"."holds" SET "status" = ${bind(status)}, "captured_micros" = ${bind(capturedMicros)}, "settled_at" = ${bind(tx.at)} WHERE "id" = ${bind(hold.id)}`,
    );
    return this.receipt(tx, hold, transfers);
  }

  /** The hold `holdLock` found; refuses one already settled, and (unless voiding) one past its expiry. */
  private active(rows: HoldRow[], allowPastExpiry: boolean): Hold {
    const row = rows[0];
    if (!row) throw this.notFound();
    if (row.status !== 'active') {
      throw new DomainError(ErrorCode.HoldNotActive, `This hold is already ${row.status}`, { holdId: row.status });
    }
    if (row.past_expiry && !allowPastExpiry) {
      throw new DomainError(ErrorCode.HoldNotActive, 'This hold is already expired', { holdId: 'expired' });
    }
    return toHold(row);
  }

  private receipt(tx: LedgerTransaction, hold: Hold, transfers: Transfer[]): HoldReceipt {
    return { hold: toHoldView(hold), transfers: transfers.map(toTransferView), ...balanceAfter(tx.balance(Accounts.wallet(hold.userId))) };
  }

  private notFound(): DomainError {
    return new DomainError(ErrorCode.HoldNotFound, 'Hold not found', { holdId: 'notFound' });
  }
}
