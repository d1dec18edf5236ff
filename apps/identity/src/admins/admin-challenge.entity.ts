import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Between the password and the second factor: a random token (kept as its SHA-256) that opens a
 * session once a code is given, within a few minutes and a few tries.
 */
@Entity({ name: 'admin_challenges' })
@Index('UQ_admin_challenges_token', ['tokenHash'], { unique: true })
export class AdminChallenge {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { name: 'token_hash' }) tokenHash!: string;
  @Column('uuid', { name: 'admin_id' }) adminId!: string;
  /** `totp`: a code is due; `enrol`: an authenticator must be set up first. */
  @Column('varchar', { length: 8 }) purpose!: 'totp' | 'enrol';
  @Column('int', { default: 0 }) attempts!: number;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
