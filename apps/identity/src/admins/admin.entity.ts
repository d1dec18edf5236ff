import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Operators. A separate table from users: an admin login is never a user login. */
@Entity({ name: 'admins' })
export class Admin {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { unique: true }) email!: string;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
