import type { ExecutorKind, SaleRule } from '@simrelay/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

const micros = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };
const decimal = { to: (v: number) => v, from: (v: string) => Number(v) };

/** An upstream provider we buy numbers from when our own pool has none. */
@Entity({ name: 'executors' })
export class Executor {
  @PrimaryColumn('uuid') id!: string;
  @Column('varchar', { length: 64, unique: true }) name!: string;
  @Column('varchar', { length: 16 }) kind!: ExecutorKind;
  @Column('text', { name: 'base_url' }) baseUrl!: string;
  /** AES-256-GCM under PARTNER_SECRETS_KEY; never answered to anyone. */
  @Column('text', { name: 'api_key_sealed' }) apiKeySealed!: string;
  @Column('boolean', { default: true }) enabled!: boolean;
  @Column('integer', { default: 0 }) priority!: number;
  /** Empty: all. */
  @Column('text', { array: true, default: '{}' }) services!: string[];
  @Column('text', { array: true, default: '{}' }) countries!: string[];
  @Column('bigint', { name: 'max_cost_micros', transformer: micros }) maxCostMicros!: number;
  @Column('varchar', { name: 'sale_rule', length: 8, default: 'margin' }) saleRule!: SaleRule;
  @Column('numeric', { name: 'margin_percent', precision: 7, scale: 2, default: 0, transformer: decimal }) marginPercent!: number;
  @Column('bigint', { name: 'fixed_price_micros', nullable: true, transformer: micros }) fixedPriceMicros!: number | null;
  /** Dollars per unit of the provider's currency. */
  @Column('numeric', { name: 'currency_rate', precision: 18, scale: 8, default: 1, transformer: decimal }) currencyRate!: number;
  @Column('integer', { name: 'requests_per_second', default: 5 }) requestsPerSecond!: number;
  @Column('boolean', { name: 'route_first', default: false }) routeFirst!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
