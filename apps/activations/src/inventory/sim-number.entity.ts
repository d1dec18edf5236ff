import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

/** A SIM (the SPEC's "number"), keyed by ICCID: what is sold. */
@Entity({ name: 'numbers' })
@Unique('UQ_numbers_iccid', ['iccid'])
@Index('IDX_numbers_country', ['country', 'carrier'])
// A modem's SIMs: each port's heartbeat looks for any other SIM that was on it.
@Index('IDX_numbers_modem', ['modemId'])
export class SimNumber {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') iccid!: string;
  @Column('text', { nullable: true }) imsi!: string | null;
  /** International form, '+' and digits; null until the agent learns it. */
  @Column('text', { nullable: true }) number!: string | null;
  @Column('varchar', { length: 2, nullable: true }) country!: string | null;
  @Column('varchar', { length: 32, nullable: true }) carrier!: string | null;
  @Column('uuid', { name: 'modem_id' }) modemId!: string;
  /** The modem reported it ready (registered, receiving) in its last heartbeat. */
  @Column('boolean', { default: false }) ready!: boolean;
  /** Reserved for long-term rental: not sold for one-time activations. */
  @Column('boolean', { default: false }) rent!: boolean;
  /** Marked by an operator for physical replacement: not sold. */
  @Column('boolean', { default: false }) replace!: boolean;
  @Column('timestamptz', { name: 'last_seen_at' }) lastSeenAt!: Date;
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
