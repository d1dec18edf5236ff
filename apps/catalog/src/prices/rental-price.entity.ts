import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A rental price per country, service (null: any service) and period in hours. */
@Entity({ name: 'rental_prices' })
@Index('IDX_rental_prices_country', ['countryCode'])
// Unique over (country, service or any, period): an expression index, kept by the migration.
@Index('UQ_rental_prices_key', { synchronize: false })
export class RentalPrice {
  @PrimaryColumn('uuid') id!: string;
  @Column('varchar', { name: 'country_code', length: 2 }) countryCode!: string;
  @Column('uuid', { name: 'service_id', nullable: true }) serviceId!: string | null;
  @Column('int', { name: 'period_hours' }) periodHours!: number;
  @Column('bigint', { name: 'price_micros', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) priceMicros!: number;
}
