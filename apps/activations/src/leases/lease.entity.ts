import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A SIM leased to a long-term rental (the lease id is the rental's id). While `endedAt` is null
 * the SIM is the renter's alone: one-time sales never see it, and no other lease can take it
 * (the partial unique index is the safety net).
 */
@Entity({ name: 'leases' })
@Index('UQ_leases_open_number', ['numberId'], { unique: true, where: '"ended_at" IS NULL' })
@Index('IDX_leases_user', ['userId'])
export class Lease {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'number_id' }) numberId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  /** The service it was rented for; null: any. */
  @Column('varchar', { length: 12, nullable: true }) service!: string | null;
  @Column('timestamptz', { name: 'started_at', default: () => 'now()' }) startedAt!: Date;
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt!: Date | null;
}
