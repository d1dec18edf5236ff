import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An event written in the same transaction as the change it reports, relayed to
 * JetStream after commit. The row id becomes `Nats-Msg-Id`, so a relay that crashes after
 * publishing but before deleting the row cannot publish it twice.
 */
@Entity({ name: 'outbox' })
export class OutboxEvent {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') subject!: string;
  @Column('jsonb') payload!: object;
  @Column('text', { name: 'correlation_id', nullable: true }) correlationId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
