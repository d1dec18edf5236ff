import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One hour of receiving on a restored number ("Start usage"). */
@Entity({ name: 'usage_windows' })
@Index('IDX_usage_windows_rental', ['rentalId', 'closesAt'])
export class UsageWindow {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'rental_id' }) rentalId!: string;
  @Column('timestamptz', { name: 'opens_at' }) opensAt!: Date;
  @Column('timestamptz', { name: 'closes_at' }) closesAt!: Date;
}
