import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A one-time price: a service sold in a country, optionally on one carrier only. This is
 * the SPEC's admin "Service" record (id, price, pattern, country).
 */
@Entity({ name: 'offers' })
@Index('IDX_offers_country', ['countryCode'])
// Unique over (service, country, carrier or none): an expression index, kept by the migration.
@Index('UQ_offers_key', { synchronize: false })
export class Offer {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'service_id' }) serviceId!: string;
  @Column('varchar', { name: 'country_code', length: 2 }) countryCode!: string;
  @Column('uuid', { name: 'carrier_id', nullable: true }) carrierId!: string | null;
  @Column('bigint', { name: 'price_micros', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) priceMicros!: number;
  /** Deleted by an admin: kept so that the seed does not bring it back. */
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt!: Date | null;
}
