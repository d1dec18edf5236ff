import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A single-use code that stands in for a TOTP code (a lost phone); stored as an argon2id hash. */
@Entity({ name: 'admin_recovery_codes' })
@Index('IDX_admin_recovery_codes_admin', ['adminId'])
export class AdminRecoveryCode {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'admin_id' }) adminId!: string;
  @Column('text', { name: 'code_hash' }) codeHash!: string;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
