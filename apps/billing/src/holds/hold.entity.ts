import type { HoldStatus } from '@simrelay/contracts';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { MICROS } from '../ledger/micros.transformer';

/**
 * Money reserved from a wallet (moved to the user's holds account) until it is posted,
 * voided or expires: exactly one of those, once.
 */
@Entity({ name: 'holds' })
@Index('IDX_holds_user', ['userId'])
// Only active holds with an expiry are swept: a partial index (WHERE in the migration).
@Index('IDX_holds_expiry', ['expiresAt'], { where: `"status" = 'active' AND "expires_at" IS NOT NULL` })
@Check('CHK_holds_amount_positive', `"amount_micros" > 0`)
@Check('CHK_holds_status', `"status" IN ('active', 'posted', 'voided', 'expired')`)
@Check('CHK_holds_captured', `"captured_micros" IS NULL OR ("captured_micros" > 0 AND "captured_micros" <= "amount_micros")`)
export class Hold {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('bigint', { name: 'amount_micros', transformer: MICROS }) amountMicros!: number;
  @Column('bigint', { name: 'captured_micros', nullable: true, transformer: MICROS }) capturedMicros!: number | null;
  @Column('varchar', { length: 8 }) status!: HoldStatus;
  @Column('text') reference!: string;
  @Column('timestamptz', { name: 'expires_at', nullable: true }) expiresAt!: Date | null;
  /** The key of the request that created it. */
  @Column('text', { name: 'idempotency_key', unique: true }) idempotencyKey!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'settled_at', nullable: true }) settledAt!: Date | null;
}
