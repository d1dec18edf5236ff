import { Column, Entity, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';

/** What numbers are sold for, and how its codes are found. */
@Entity({ name: 'services' })
@Unique('UQ_services_code', ['code'])
export class Service {
  @PrimaryColumn('uuid') id!: string;
  /** The industry's short code: `tg`, `wa`, `go`. */
  @Column('varchar', { length: 12 }) code!: string;
  @Column('text') name!: string;
  @Column('text') icon!: string;
  @Column('boolean', { default: true }) enabled!: boolean;
  @Column('text', { nullable: true }) pattern!: string | null;
  @Column('text', { array: true, default: () => "'{}'" }) senders!: string[];
  @Column('int', { name: 'call_digits', nullable: true }) callDigits!: number | null;
  /** Deleted by an admin: kept so that the seed does not bring it back. */
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt!: Date | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
