import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditOutcome } from '@simrelay/contracts';

/**
 * One administrative change or refused attempt. Append-only: a trigger refuses UPDATE, DELETE
 * and TRUNCATE on the table, whoever asks (migration 1764400000000).
 */
@Entity({ name: 'admin_audit' })
@Index('IDX_admin_audit_at', ['at'])
@Index('IDX_admin_audit_admin', ['adminId'])
export class AuditEntry {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('timestamptz', { default: () => 'now()' }) at!: Date;
  @Column('uuid', { name: 'admin_id', nullable: true }) adminId!: string | null;
  /** As it was then (an unknown email for a refused login). */
  @Column('text', { name: 'admin_email', nullable: true }) adminEmail!: string | null;
  @Column('uuid', { name: 'session_id', nullable: true }) sessionId!: string | null;
  @Column('varchar', { length: 120 }) action!: string;
  @Column('text', { nullable: true }) target!: string | null;
  @Column('varchar', { length: 8 }) outcome!: AuditOutcome;
  @Column('jsonb', { nullable: true }) request!: Record<string, unknown> | null;
  @Column('jsonb', { name: 'before_state', nullable: true }) before!: unknown;
  @Column('jsonb', { name: 'after_state', nullable: true }) after!: unknown;
  @Column('text', { nullable: true }) error!: string | null;
  @Column('varchar', { length: 64, nullable: true }) ip!: string | null;
  @Column('varchar', { name: 'user_agent', length: 300, nullable: true }) userAgent!: string | null;
  @Column('varchar', { name: 'correlation_id', length: 100, nullable: true }) correlationId!: string | null;
}
