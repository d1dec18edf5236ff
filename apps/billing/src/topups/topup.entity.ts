import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { TopUpMethod, TopUpStatus } from '@simrelay/contracts';
import { MICROS } from '../ledger/micros.transformer';

/** A request to add money, and what became of it. Paid top-ups are credited exactly once. */
@Entity({ name: 'topups' })
@Index('IDX_topups_user', ['userId'])
export class TopUp {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('varchar', { length: 16 }) method!: TopUpMethod;
  @Column('varchar', { length: 16 }) provider!: string;
  @Column('varchar', { length: 12 }) status!: TopUpStatus;
  @Column('bigint', { name: 'amount_micros', transformer: MICROS }) amountMicros!: number;
  @Column('bigint', { name: 'fee_micros', transformer: MICROS }) feeMicros!: number;
  @Column('bigint', { name: 'cashback_micros', transformer: MICROS }) cashbackMicros!: number;
  @Column('text', { nullable: true }) coin!: string | null;
  @Column('text', { nullable: true }) network!: string | null;
  /** The provider's own id: a Stripe Checkout Session or a NOWPayments invoice. */
  @Column('text', { name: 'provider_ref', nullable: true }) providerRef!: string | null;
  /** The provider's payment page, so a repeated create sends the customer to the same one. */
  @Column('text', { name: 'checkout_url', nullable: true }) checkoutUrl!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'paid_at', nullable: true }) paidAt!: Date | null;
}
