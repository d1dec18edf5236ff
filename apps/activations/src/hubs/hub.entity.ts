import type { HubCurrency, HubOperatorMode } from '@simrelay/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';

/**
 * A partner hub that buys our SIMs over the SMSHub agent protocol. Its id is also its partner
 * account: the buyer on its sales (activations) and the owner of its ledger accounts (billing).
 * The protocol key names the hub in its requests (looked up by hash) and goes with every push
 * we send it (kept encrypted).
 */
@Entity({ name: 'hubs' })
@Unique('UQ_hubs_key_hash', ['keyHash'])
export class Hub {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'key_hash' }) keyHash!: string;
  @Column('text', { name: 'key_sealed' }) keySealed!: string;
  @Column('varchar', { name: 'key_hint', length: 4 }) keyHint!: string;
  @Column('text', { name: 'push_url' }) pushUrl!: string;
  @Column('boolean') enabled!: boolean;
  @Column('text', { array: true }) services!: string[];
  @Column('text', { array: true }) countries!: string[];
  /** Service -> the least the hub must offer for it, in its currency. */
  @Column('jsonb', { name: 'min_payouts' }) minPayouts!: Record<string, number>;
  @Column('integer') currency!: HubCurrency;
  @Column('integer', { name: 'micros_per_unit' }) microsPerUnit!: number;
  @Column('varchar', { name: 'operator_mode', length: 4 }) operatorMode!: HubOperatorMode;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
