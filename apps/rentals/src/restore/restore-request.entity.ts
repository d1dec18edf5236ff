import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A paid request to restore access to a rental's number. `waiting` until its SIM reports online
 * (or an operator marks it done); then the renter may start usage windows.
 */
@Entity({ name: 'restore_requests' })
@Index('IDX_restore_requests_rental', ['rentalId', 'createdAt'])
@Index('IDX_restore_requests_state', ['state'])
export class RestoreRequest {
  /** The id of the payment that bought it. */
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'rental_id' }) rentalId!: string;
  @Column('varchar', { length: 8 }) state!: 'waiting' | 'done';
  @Column('varchar', { name: 'done_by', length: 8, nullable: true }) doneBy!: 'online' | 'admin' | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'done_at', nullable: true }) doneAt!: Date | null;
}
