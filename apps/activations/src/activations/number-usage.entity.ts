import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A number was given to a service once: never again to that service (the primary key is the
 * safety net). `blocked`: the service refused the number.
 */
@Entity({ name: 'number_usages' })
export class NumberUsage {
  @PrimaryColumn('uuid', { name: 'number_id' }) numberId!: string;
  @PrimaryColumn('varchar', { length: 12 }) service!: string;
  @Column('uuid', { name: 'activation_id', nullable: true }) activationId!: string | null;
  /** Or the lease whose rental received this service's code. */
  @Column('uuid', { name: 'lease_id', nullable: true }) leaseId!: string | null;
  @Column('boolean', { default: false }) blocked!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
