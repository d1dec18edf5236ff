import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Operators. A separate table from users: an admin login is never a user login. */
@Entity({ name: 'admins' })
export class Admin {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { unique: true }) email!: string;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  /** The TOTP secret once enrolled, encrypted (AES-256-GCM): codes are checked against it. */
  @Column('text', { name: 'totp_secret_cipher', nullable: true }) totpSecretCipher!: string | null;
  /** A secret being enrolled: it replaces nothing until its first code is confirmed. */
  @Column('text', { name: 'totp_pending_cipher', nullable: true }) totpPendingCipher!: string | null;
  @Column('timestamptz', { name: 'totp_enabled_at', nullable: true }) totpEnabledAt!: Date | null;
  /** The last time step a code was accepted for: each code works once (no replay within its window). */
  @Column('int', { name: 'totp_last_step', nullable: true }) totpLastStep!: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
