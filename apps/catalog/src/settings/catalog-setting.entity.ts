import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Catalog switches, one row each (the SPEC's services on/off `enabled`). */
@Entity({ name: 'settings' })
export class CatalogSetting {
  @PrimaryColumn('text') key!: string;
  @Column('jsonb') value!: unknown;
}
