import type { ActivationStatus } from '@simrelay/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** What billing still has to be told: post the hold (a code came) or void it (ended without). */
export type PendingSettlement = 'post' | 'void' | null;

/** One one-time activation: a number for one service for 15 minutes. */
@Entity({ name: 'activations' })
@Index('IDX_activations_user', ['userId', 'createdAt'])
@Index('IDX_activations_expiry', ['status', 'expiresAt'])
// At most one open activation per number: the allocator's safety net.
@Index('UQ_activations_open_number', ['numberId'], { unique: true, where: `"status" IN ('active', 'received')` })
export class Activation {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('uuid', { name: 'number_id' }) numberId!: string;
  @Column('text') number!: string;
  @Column('varchar', { length: 12 }) service!: string;
  @Column('varchar', { length: 2 }) country!: string;
  @Column('varchar', { length: 32, nullable: true }) carrier!: string | null;
  @Column('bigint', { name: 'price_micros', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) priceMicros!: number;
  @Column('uuid', { name: 'hold_id' }) holdId!: string;
  @Column('varchar', { length: 12 }) status!: ActivationStatus;
  /** The user's ban limit when bought (identity owns it). */
  @Column('integer', { name: 'ban_limit' }) banLimit!: number;
  /** Already counted towards a ban: an admin lifted it, the count starts again. */
  @Column('boolean', { default: false }) forgiven!: boolean;
  @Column('varchar', { length: 4, nullable: true }) settlement!: PendingSettlement;
  @Column('timestamptz', { name: 'settled_at', nullable: true }) settledAt!: Date | null;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
