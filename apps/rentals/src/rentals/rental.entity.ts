import type { RentalState } from '@simrelay/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A long-term rental. Its id is its lease's id in activations. `pending` until the SIM is leased
 * and the first payment applied; `active` while its period runs; `expired` (period over) or
 * `finished` (ended early) keep the number reserved for the renter until `reservedUntil`;
 * `recycled` once that passed (the lease ended); `cancelled` when ended early with a refund;
 * `failed` when no SIM could be leased.
 */
@Entity({ name: 'rentals' })
@Index('IDX_rentals_user', ['userId', 'createdAt'])
@Index('IDX_rentals_due', ['state', 'endsAt'])
@Index('UQ_rentals_request', ['userId', 'requestKey'], { unique: true })
@Index('UQ_rentals_order_number', ['orderNumber'], { unique: true })
export class Rental {
  @PrimaryColumn('uuid') id!: string;
  /**
   * The public order number (the compatible protocols' integer id): even, from the database's
   * sequence, never reused (activations take the odd ones, so the two never meet).
   */
  @Column('bigint', {
    name: 'order_number', default: () => "nextval('rentals.rental_order_number')", transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  orderNumber!: number;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  /** The renter's `Idempotency-Key` (or a random one); cleared when the rental failed, so a repeat tries again. */
  @Column('text', { name: 'request_key', nullable: true }) requestKey!: string | null;
  @Column('varchar', { length: 2 }) country!: string;
  /** The carrier asked for (null: any); once leased, the SIM's. */
  @Column('varchar', { length: 32, nullable: true }) carrier!: string | null;
  /** null: codes of any service. */
  @Column('varchar', { length: 12, nullable: true }) service!: string | null;
  @Column('uuid', { name: 'number_id', nullable: true }) numberId!: string | null;
  @Column('text', { nullable: true }) number!: string | null;
  @Column('varchar', { length: 12 }) state!: RentalState;
  @Column('int', { name: 'period_hours' }) periodHours!: number;
  @Column('timestamptz', { name: 'started_at', nullable: true }) startedAt!: Date | null;
  @Column('timestamptz', { name: 'ends_at', nullable: true }) endsAt!: Date | null;
  /** When it stopped receiving (its period ran out, or the renter ended it). */
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt!: Date | null;
  @Column('timestamptz', { name: 'reserved_until', nullable: true }) reservedUntil!: Date | null;
  @Column('boolean', { name: 'code_delivered', default: false }) codeDelivered!: boolean;
  /** Set once activations confirmed the lease ended (recycled, cancelled). */
  @Column('timestamptz', { name: 'released_at', nullable: true }) releasedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
