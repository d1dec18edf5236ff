import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A lease id released before any SIM was leased under it: rentals gave up waiting for the lease
 * (a timeout, its own restart) and released it. A lease request for this id that arrives late is
 * refused, so no SIM stays leased to a rental that failed.
 */
@Entity({ name: 'released_leases' })
export class ReleasedLease {
  @PrimaryColumn('uuid', { name: 'lease_id' }) leaseId!: string;
  @Column('timestamptz', { name: 'released_at', default: () => 'now()' }) releasedAt!: Date;
}
