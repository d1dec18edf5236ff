import type { ActivationStatus, ResellState } from '@simrelay/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

const micros = { to: (v: number) => v, from: (v: string) => Number(v) };

/** One number bought upstream and sold on as one of our activations. */
@Entity({ name: 'resells' })
@Index('UQ_resells_upstream', ['executorId', 'upstreamId'], { unique: true })
@Index('UQ_resells_activation', ['activationId'], { unique: true })
@Index('IDX_resells_due', ['state', 'nextCheckAt'])
@Index('IDX_resells_executor', ['executorId', 'createdAt'])
export class Resell {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'executor_id' }) executorId!: string;
  @Column('text', { name: 'upstream_id' }) upstreamId!: string;
  /** Null only when our side could not record the sale: the purchase is then cancelled upstream. */
  @Column('uuid', { name: 'activation_id', nullable: true }) activationId!: string | null;
  @Column('text') number!: string;
  @Column('varchar', { length: 12 }) service!: string;
  @Column('varchar', { length: 2 }) country!: string;
  @Column('bigint', { name: 'cost_micros', transformer: micros }) costMicros!: number;
  @Column('bigint', { name: 'price_micros', transformer: micros }) priceMicros!: number;
  @Column('varchar', { length: 12 }) state!: ResellState;
  /** What our activation ends as once the upstream confirms the cancellation. */
  @Column('varchar', { name: 'end_as', length: 12, nullable: true }) endAs!: ActivationStatus | null;
  @Column('text', { nullable: true }) code!: string | null;
  @Column('timestamptz', { name: 'code_at', nullable: true }) codeAt!: Date | null;
  @Column('text', { name: 'late_code', nullable: true }) lateCode!: string | null;
  @Column('timestamptz', { name: 'late_code_at', nullable: true }) lateCodeAt!: Date | null;
  @Column('boolean', { name: 'remove_requested', default: false }) removeRequested!: boolean;
  /** Failed upstream calls in a row: the next check backs off. */
  @Column('integer', { default: 0 }) failures!: number;
  @Column('timestamptz', { name: 'next_check_at' }) nextCheckAt!: Date;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt!: Date | null;
}
