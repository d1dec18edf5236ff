import type { TransferKind } from '@simrelay/contracts';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Hold } from '../holds/hold.entity';
import { Account } from './account.entity';
import { MICROS } from './micros.transformer';

/** An immutable movement of money from one account to another. Never updated, never deleted. */
@Entity({ name: 'transfers' })
@Index('IDX_transfers_user', ['userId', 'createdAt'])
@Index('IDX_transfers_hold', ['holdId'])
@Index('IDX_transfers_refund_of', ['refundOf'])
@Check('CHK_transfers_amount_positive', `"amount_micros" > 0`)
@Check('CHK_transfers_distinct_accounts', `"debit_account_id" <> "credit_account_id"`)
export class Transfer {
  @PrimaryColumn('uuid') id!: string;
  @Column('varchar', { length: 16 }) kind!: TransferKind;
  @Column('uuid', { name: 'debit_account_id' }) debitAccountId!: string;
  @Column('uuid', { name: 'credit_account_id' }) creditAccountId!: string;
  @Column('bigint', { name: 'amount_micros', transformer: MICROS }) amountMicros!: number;
  /** The user whose wallet or holds account is on one side. */
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('uuid', { name: 'hold_id', nullable: true }) holdId!: string | null;
  @Column('uuid', { name: 'refund_of', nullable: true }) refundOf!: string | null;
  @Column('text') reference!: string;
  @Column('text', { nullable: true }) reason!: string | null;
  /** The request's key, suffixed (`<key>/release`) for a request's further legs. */
  @Column('text', { name: 'idempotency_key', unique: true }) idempotencyKey!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;

  @ManyToOne(() => Account, { nullable: false })
  @JoinColumn({ name: 'debit_account_id', foreignKeyConstraintName: 'FK_transfers_debit_account' })
  debitAccount?: Account;
  @ManyToOne(() => Account, { nullable: false })
  @JoinColumn({ name: 'credit_account_id', foreignKeyConstraintName: 'FK_transfers_credit_account' })
  creditAccount?: Account;
  @ManyToOne(() => Hold)
  @JoinColumn({ name: 'hold_id', foreignKeyConstraintName: 'FK_transfers_hold' })
  hold?: Hold;
  @ManyToOne(() => Transfer)
  @JoinColumn({ name: 'refund_of', foreignKeyConstraintName: 'FK_transfers_refund_of' })
  refunded?: Transfer;
}
