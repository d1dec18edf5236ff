import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { MICROS } from './micros.transformer';

export const ACCOUNT_KINDS = ['wallet', 'holds', 'revenue', 'fees', 'cashback', 'adjustments', 'clearing'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * One ledger account. Its balance changes only through transfers, in their transaction,
 * under a row lock. User accounts never go below zero (the database refuses it too);
 * system accounts may (a clearing account is negative by what its provider collected).
 */
@Entity({ name: 'accounts' })
@Index('IDX_accounts_user', ['userId'])
@Check('CHK_accounts_user_not_negative', `"kind" NOT IN ('wallet', 'holds') OR "balance_micros" >= 0`)
export class Account {
  @PrimaryColumn('uuid') id!: string;
  /** `wallet:<userId>`, `holds:<userId>`, `revenue`, `fees`, `cashback`, `adjustments`, `clearing:<provider>`. */
  @Column('text', { unique: true }) code!: string;
  @Column('varchar', { length: 16 }) kind!: AccountKind;
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('bigint', { name: 'balance_micros', default: 0, transformer: MICROS }) balanceMicros!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
