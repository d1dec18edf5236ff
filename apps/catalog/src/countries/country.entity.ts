import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'countries' })
export class Country {
  /** ISO 3166-1 alpha-2. */
  @PrimaryColumn('varchar', { length: 2 }) code!: string;
  @Column('varchar', { name: 'dial_prefix', length: 8 }) dialPrefix!: string;
  @Column('text', { name: 'name_en' }) nameEn!: string;
  @Column('text', { name: 'name_ru' }) nameRu!: string;
  @Column('text', { name: 'name_uk' }) nameUk!: string;
  @Column('boolean', { default: true }) enabled!: boolean;
}
