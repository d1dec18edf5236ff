import type { HubCurrency, HubFinishStatus, HubSaleState } from '@simrelay/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

const BIGINT = { to: (v: number) => v, from: (v: string) => Number(v) };
const DECIMAL = { to: (v: number) => v, from: (v: string) => Number(v) };

/**
 * A number sold to a hub: its activation (the hub as buyer) plus what only a hub sale has. The
 * hub alone ends it (FINISH_ACTIVATION); `expiresAt` is a safety net for a hub that never does.
 * Its payout is recorded in the hub's ledger once, when it finishes with 3.
 */
@Entity({ name: 'hub_sales' })
@Index('IDX_hub_sales_hub', ['hubId', 'createdAt'])
@Index('IDX_hub_sales_number', ['numberId', 'createdAt'])
// The worker's rounds: open sales past their expiry, sold ones whose payout is not recorded.
@Index('IDX_hub_sales_state', ['state', 'expiresAt'])
@Index('UQ_hub_sales_order_number', ['orderNumber'], { unique: true })
export class HubSale {
  @PrimaryColumn('uuid', { name: 'activation_id' }) activationId!: string;
  @Column('uuid', { name: 'hub_id' }) hubId!: string;
  /** The activation's order number: the `activationId` the hub knows. */
  @Column('bigint', { name: 'order_number', transformer: BIGINT }) orderNumber!: number;
  @Column('uuid', { name: 'number_id' }) numberId!: string;
  @Column('text') number!: string;
  @Column('varchar', { length: 12 }) service!: string;
  @Column('numeric', { precision: 14, scale: 4, transformer: DECIMAL }) sum!: number;
  @Column('integer') currency!: HubCurrency;
  @Column('bigint', { name: 'payout_micros', transformer: BIGINT }) payoutMicros!: number;
  @Column('varchar', { length: 10 }) state!: HubSaleState;
  @Column('smallint', { name: 'finish_status', nullable: true }) finishStatus!: HubFinishStatus | null;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'finished_at', nullable: true }) finishedAt!: Date | null;
  @Column('timestamptz', { name: 'payout_recorded_at', nullable: true }) payoutRecordedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
