import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type EmailTokenPurpose = 'verify' | 'restore';

/** A mailed single-use secret; only its hash is kept. */
@Entity({ name: 'email_tokens' })
@Index('IDX_email_tokens_user_purpose', ['userId', 'purpose'])
export class EmailToken {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('varchar', { length: 16 }) purpose!: EmailTokenPurpose;
  @Column('text', { name: 'token_hash', unique: true }) tokenHash!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
