import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { WebhookDelivery } from './webhook-delivery.entity';

/** One POST of a delivery and what came of it. */
@Entity({ name: 'attempts' })
@Check('CHK_attempts_number', `"attempt" >= 1`)
@Check('CHK_attempts_duration', `"duration_ms" >= 0`)
export class WebhookAttempt {
  @PrimaryColumn('uuid', { name: 'delivery_id', primaryKeyConstraintName: 'PK_attempts' }) deliveryId!: string;
  /** 1 for the first attempt; the X-SimRelay-Attempt header carries it. */
  @PrimaryColumn('integer', { primaryKeyConstraintName: 'PK_attempts' }) attempt!: number;
  @Column('timestamptz', { name: 'started_at' }) startedAt!: Date;
  /** The receiver's HTTP status; null when no answer came (refused, unreachable, timed out). */
  @Column('integer', { name: 'http_status', nullable: true }) httpStatus!: number | null;
  /** Why the attempt failed; null for the successful one. */
  @Column('text', { nullable: true }) error!: string | null;
  @Column('integer', { name: 'duration_ms' }) durationMs!: number;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id', foreignKeyConstraintName: 'FK_attempts_delivery' })
  delivery?: WebhookDelivery;
}
