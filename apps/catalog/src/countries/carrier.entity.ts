import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';

/** A mobile operator of a country. */
@Entity({ name: 'carriers' })
@Unique('UQ_carriers_country_code', ['countryCode', 'code'])
export class Carrier {
  @PrimaryColumn('uuid') id!: string;
  @Column('varchar', { name: 'country_code', length: 2 }) countryCode!: string;
  @Column('varchar', { length: 32 }) code!: string;
  @Column('text') name!: string;
}
