import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Audience } from '@simrelay/contracts';

/** A login. The signed token names it; revoking the row stops the token at once. */
@Entity({ name: 'sessions' })
@Index('IDX_sessions_subject', ['subjectId'])
export class Session {
  @PrimaryColumn('uuid') id!: string;
  @Column('varchar', { length: 8 }) audience!: Audience;
  /** A user id or an administrator id, depending on the audience. */
  @Column('uuid', { name: 'subject_id' }) subjectId!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  /** The holder's last action (admin sessions end after a while without one). */
  @Column('timestamptz', { name: 'last_active_at', default: () => 'now()' }) lastActiveAt!: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
