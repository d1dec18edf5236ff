import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Global switches (maintenance, test mode), one row each. */
@Entity({ name: 'settings' })
export class Setting {
  @PrimaryColumn('text') key!: string;
  @Column('jsonb') value!: unknown;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
