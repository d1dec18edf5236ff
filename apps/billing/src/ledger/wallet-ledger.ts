import { Injectable } from '@nestjs/common';
import {
  AdjustCommand, BalanceView, ChargeCommand, CreditCommand, DomainError, ErrorCode, LedgerReceipt, microsToDollars, RefundCommand, TransferKind,
} from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { Accounts } from './account-refs';
import { IdempotentLedger } from './idempotent-ledger';
import { LedgerTransaction } from './ledger-transaction';
import { balanceAfter, toTransferView } from './ledger.views';
import type { Transfer } from './transfer.entity';

/** What a refund may give back: money the user paid to revenue. */
const REFUNDABLE: TransferKind[] = ['charge', 'hold_capture'];

/** Immediate movements of a user's money: charges, refunds, paid top-ups, corrections. */
@Injectable()
export class WalletLedger {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: IdempotentLedger,
  ) {}

  charge(cmd: ChargeCommand): Promise<LedgerReceipt> {
    return this.ledger.once('charge', cmd, async (tx) => {
      const wallet = Accounts.wallet(cmd.userId);
      await tx.lock([wallet, Accounts.revenue]);
      const transfer = tx.move({
        kind: 'charge', from: wallet, to: Accounts.revenue, amountMicros: cmd.amountMicros, userId: cmd.userId, reference: cmd.reference,
        key: cmd.idempotencyKey,
      });
      return this.receipt(tx, cmd.userId, [transfer]);
    });
  }

  refund(cmd: RefundCommand): Promise<LedgerReceipt> {
    return this.ledger.once('refund', cmd, async (tx) => {
      // The refunded transfer's row serialises every refund of it.
      const found = await tx.query<{ kind: TransferKind; user_id: string | null; amount_micros: string; reference: string }>(
        `SELECT "kind", "user_id", "amount_micros", "reference" FROM "billing"."transfers" WHERE "id" = $1 FOR UPDATE`,
        [cmd.transferId],
      );
      const original = found[0];
      if (!original || original.user_id !== cmd.userId || !REFUNDABLE.includes(original.kind)) {
        throw new DomainError(ErrorCode.TransferNotFound, 'This user has no charge with this id', { transferId: 'notFound' });
      }
      const [{ refunded }] = await tx.query<{ refunded: string }>(
        `SELECT COALESCE(SUM("amount_micros"), 0) AS refunded FROM "billing"."transfers" WHERE "refund_of" = $1`,
        [cmd.transferId],
      );
      const left = Number(original.amount_micros) - Number(refunded);
      const amount = cmd.amountMicros ?? left;
      if (left <= 0 || amount > left) {
        throw new DomainError(
          ErrorCode.RefundExceedsCharge,
          left <= 0 ? 'This charge is already fully refunded' : `At most ${microsToDollars(left)} of this charge can still be refunded`,
          { amountMicros: 'max' },
        );
      }
      const wallet = Accounts.wallet(cmd.userId);
      await tx.lock([Accounts.revenue, wallet]);
      const transfer = tx.move({
        kind: 'refund', from: Accounts.revenue, to: wallet, amountMicros: amount, userId: cmd.userId, reference: original.reference,
        reason: cmd.reason ?? null, refundOf: cmd.transferId, key: cmd.idempotencyKey,
      });
      return this.receipt(tx, cmd.userId, [transfer]);
    });
  }

  credit(cmd: CreditCommand): Promise<LedgerReceipt> {
    return this.ledger.once('credit', cmd, async (tx) => {
      const fee = cmd.feeMicros ?? 0;
      const cashback = cmd.cashbackMicros ?? 0;
      if (fee >= cmd.amountMicros) throw new DomainError(ErrorCode.Invalid, 'The fee must be less than the amount', { feeMicros: 'max' });
      const wallet = Accounts.wallet(cmd.userId);
      const clearing = Accounts.clearing(cmd.provider);
      await tx.lock([wallet, clearing, ...(fee ? [Accounts.fees] : []), ...(cashback ? [Accounts.cashback] : [])]);
      const common = { userId: cmd.userId, reference: cmd.reference };
      const key = cmd.idempotencyKey;
      const transfers = [tx.move({ ...common, kind: 'topup', from: clearing, to: wallet, amountMicros: cmd.amountMicros - fee, key })];
      if (fee) transfers.push(tx.move({ ...common, kind: 'topup_fee', from: clearing, to: Accounts.fees, amountMicros: fee, key: `${key}/fee` }));
      if (cashback) {
        transfers.push(tx.move({ ...common, kind: 'cashback', from: Accounts.cashback, to: wallet, amountMicros: cashback, key: `${key}/cashback` }));
      }
      return this.receipt(tx, cmd.userId, transfers);
    });
  }

  adjust(cmd: AdjustCommand): Promise<LedgerReceipt> {
    return this.ledger.once('adjust', cmd, async (tx) => {
      const wallet = Accounts.wallet(cmd.userId);
      await tx.lock([wallet, Accounts.adjustments]);
      const [from, to] = cmd.amountMicros > 0 ? [Accounts.adjustments, wallet] : [wallet, Accounts.adjustments];
      const transfer = tx.move({
        kind: 'adjustment', from, to, amountMicros: Math.abs(cmd.amountMicros), userId: cmd.userId,
        reference: cmd.adminId ? `admin:${cmd.adminId}` : 'admin', reason: cmd.reason, key: cmd.idempotencyKey,
      });
      return this.receipt(tx, cmd.userId, [transfer]);
    });
  }

  async balance(userId: string): Promise<BalanceView> {
    return (await this.balances([userId]))[0];
  }

  /** Wallet and held money of several users in one query; `topupsMicros` is billing's top-ups' to fill. */
  async balances(userIds: string[]): Promise<BalanceView[]> {
    const codes = userIds.flatMap((id) => [Accounts.wallet(id).code, Accounts.holds(id).code]);
    const rows: Array<{ code: string; balance_micros: string }> = await this.dataSource.query(
      `SELECT "code", "balance_micros" FROM "billing"."accounts" WHERE "code" = ANY($1::text[])`,
      [codes],
    );
    const byCode = new Map(rows.map((r) => [r.code, Number(r.balance_micros)]));
    return userIds.map((userId) => {
      const balanceMicros = byCode.get(Accounts.wallet(userId).code) ?? 0;
      return { userId, balanceMicros, balance: microsToDollars(balanceMicros), heldMicros: byCode.get(Accounts.holds(userId).code) ?? 0, topupsMicros: 0 };
    });
  }

  private receipt(tx: LedgerTransaction, userId: string, transfers: Transfer[]): LedgerReceipt {
    return { userId, transfers: transfers.map(toTransferView), ...balanceAfter(tx.balance(Accounts.wallet(userId))) };
  }
}
