import type { ActivationStatus, Verification } from '@simrelay/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** What billing still has to be told: post the hold (a code came) or void it (ended without). */
export type PendingSettlement = 'post' | 'void' | null;

/** One one-time activation: a number for one service for 15 minutes. */
@Entity({ name: 'activations' })
@Index('IDX_activations_user', ['userId', 'createdAt'])
@Index('IDX_activations_expiry', ['status', 'expiresAt'])
// At most one open activation per number: the allocator's safety net.
@Index('UQ_activations_open_number', ['numberId'], { unique: true, where: `"status" IN ('active', 'received')` })
// A user's open ones (counted by every purchase).
@Index('IDX_activations_open_user', ['userId'], { where: `"status" IN ('active', 'received')` })
// Billing not told yet (the settlement sweeper's, every second): few rows, however many were sold.
@Index('IDX_activations_unsettled', ['id'], { where: `"settlement" IS NOT NULL AND "settled_at" IS NULL` })
@Index('UQ_activations_order_number', ['orderNumber'], { unique: true })
@Index('IDX_activations_executor', ['executor', 'createdAt'])
export class Activation {
  @PrimaryColumn('uuid') id!: string;
  /** The order number users and the compatible protocols see: odd, from the database's sequence, never reused. */
  @Column('bigint', {
    name: 'order_number', default: () => "nextval('activations.activation_order_number')", transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  orderNumber!: number;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('uuid', { name: 'number_id' }) numberId!: string;
  @Column('text') number!: string;
  @Column('varchar', { length: 12 }) service!: string;
  @Column('varchar', { length: 2 }) country!: string;
  @Column('varchar', { length: 32, nullable: true }) carrier!: string | null;
  @Column('bigint', { name: 'price_micros', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) priceMicros!: number;
  @Column('uuid', { name: 'hold_id' }) holdId!: string;
  @Column('varchar', { length: 12 }) status!: ActivationStatus;
  /** `call`: the code may also come as the digits of a calling number (SMS-Activate's `activationType=1`). */
  @Column('varchar', { length: 4, default: 'sms' }) verification!: Verification;
  /** When the user last asked for another code; a message after it answers the request. */
  @Column('timestamptz', { name: 'again_at', nullable: true }) againAt!: Date | null;
  /** The user's ban limit when bought (identity owns it). */
  @Column('integer', { name: 'ban_limit' }) banLimit!: number;
  @Column('varchar', { length: 4, nullable: true }) settlement!: PendingSettlement;
  @Column('timestamptz', { name: 'settled_at', nullable: true }) settledAt!: Date | null;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt!: Date | null;
  /** Who fulfils it: `own` (our rack) or an upstream executor's name. */
  @Column('varchar', { length: 64, default: 'own' }) executor!: string;
  /** The upstream provider's activation id (upstream only). */
  @Column('text', { name: 'upstream_activation_id', nullable: true }) upstreamActivationId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
