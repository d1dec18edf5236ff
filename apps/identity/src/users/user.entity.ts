import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Lang } from '@simrelay/contracts';

@Entity({ name: 'users' })
export class User {
  @PrimaryColumn('uuid') id!: string;
  /** Stored lower-cased; unique. */
  @Column('text', { unique: true }) email!: string;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @Column('varchar', { length: 2 }) lang!: Lang;
  @Column('text', { name: 'webhook_url', nullable: true }) webhookUrl!: string | null;
  @Column('timestamptz', { name: 'email_verified_at', nullable: true }) emailVerifiedAt!: Date | null;
  @Column('boolean', { default: false }) banned!: boolean;
  @Column('int', { name: 'ban_limit', default: 5 }) banLimit!: number;
  /** SHA-256 of the API key, for lookup; the key itself only encrypted. */
  @Column('text', { name: 'api_key_hash', unique: true }) apiKeyHash!: string;
  @Column('text', { name: 'api_key_cipher' }) apiKeyCipher!: string;
  /** The key webhooks are signed with, encrypted: the owner sees it, we sign with it. */
  @Column('text', { name: 'webhook_secret_cipher', nullable: true }) webhookSecretCipher!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
