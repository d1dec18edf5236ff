import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A mutating request that succeeded, by its caller's key: written in the request's own
 * transaction, it answers repeats with the first result and refuses the key for any other
 * request. Requests that failed leave no row (a refused hold may be asked again later).
 */
@Entity({ name: 'idempotency' })
export class IdempotencyRecord {
  @PrimaryColumn('text') key!: string;
  @Column('varchar', { length: 16 }) command!: string;
  /** SHA-256 of the command name and its canonical payload. */
  @Column('varchar', { name: 'request_hash', length: 64 }) requestHash!: string;
  /** Null only inside the claiming transaction, never once committed. */
  @Column('jsonb', { nullable: true }) result!: object | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
