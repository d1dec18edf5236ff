import { Column, CreateDateColumn, Entity, PrimaryColumn, Unique } from 'typeorm';

/** A serial port at an agent, as its heartbeat reports it; a SIM moves between them. */
@Entity({ name: 'modems' })
@Unique('UQ_modems_agent_port', ['agentId', 'port'])
export class Modem {
  @PrimaryColumn('uuid') id!: string;
  @Column('varchar', { name: 'agent_id', length: 64 }) agentId!: string;
  @Column('text') port!: string;
  @Column('varchar', { length: 16 }) state!: string;
  @Column('text', { nullable: true }) iccid!: string | null;
  @Column('text', { name: 'operator_name', nullable: true }) operatorName!: string | null;
  @Column('integer', { name: 'signal_dbm', nullable: true }) signalDbm!: number | null;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  /** Banned by an operator: none of its SIMs is sold. */
  @Column('boolean', { default: false }) ban!: boolean;
  /** Set by an operator when the SIM cannot tell (roaming, unknown operator). */
  @Column('varchar', { name: 'country_override', length: 2, nullable: true }) countryOverride!: string | null;
  @Column('varchar', { name: 'carrier_override', length: 32, nullable: true }) carrierOverride!: string | null;
  @Column('timestamptz', { name: 'last_seen_at' }) lastSeenAt!: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
