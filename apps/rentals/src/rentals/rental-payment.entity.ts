import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

export type PaymentKind = 'rent' | 'extend' | 'restore';
/**
 * `new` -> `held` (billing holds the price) -> `applied` (the rental changed, in the same
 * transaction as this step) -> `posted` (billing took the money). A payment that cannot be
 * applied is `voided`; an applied one given back (ended within 20 minutes) is `refunded`.
 */
export type PaymentState = 'new' | 'held' | 'applied' | 'posted' | 'voided' | 'refunded';

/**
 * One paid action on a rental, made once per request key: the record that lets a crash at any
 * step be finished (or undone) by the sweeper, so money moves exactly once.
 */
@Entity({ name: 'payments' })
@Unique('UQ_payments_request', ['rentalId', 'kind', 'requestKey'])
@Index('IDX_payments_state', ['state', 'createdAt'])
export class RentalPayment {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'rental_id' }) rentalId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('varchar', { length: 8 }) kind!: PaymentKind;
  @Column('text', { name: 'request_key' }) requestKey!: string;
  @Column('int', { name: 'period_hours', nullable: true }) periodHours!: number | null;
  @Column('bigint', { name: 'amount_micros', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) amountMicros!: number;
  @Column('uuid', { name: 'hold_id', nullable: true }) holdId!: string | null;
  /** Billing's capture of the hold: what a refund gives back. */
  @Column('uuid', { name: 'transfer_id', nullable: true }) transferId!: string | null;
  @Column('varchar', { length: 8 }) state!: PaymentState;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;
}
