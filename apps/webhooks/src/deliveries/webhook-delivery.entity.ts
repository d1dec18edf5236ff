import type { AnyWebhookPayload } from '@simrelay/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';

export type DeliveryState = 'pending' | 'delivered' | 'failed';

/**
 * One message sent to one webhook URL: made once per (message, URL) however often the event
 * arrives, then attempted until the receiver says "success" or the attempts run out.
 */
@Entity({ name: 'deliveries' })
@Unique('UQ_deliveries_message_url', ['messageId', 'url'])
@Index('IDX_deliveries_user', ['userId', 'createdAt'])
@Index('IDX_deliveries_pending', ['createdAt'], { where: `"state" = 'pending'` })
@Check('CHK_deliveries_state', `"state" IN ('pending', 'delivered', 'failed')`)
@Check('CHK_deliveries_attempts', `"attempts" >= 0`)
export class WebhookDelivery {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'PK_deliveries' }) id!: string;
  /** The activations service's message (SMS or call) this delivery carries. */
  @Column('uuid', { name: 'message_id' }) messageId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  /** The activation the message reached, or (`rent_sms`) the rental: one of the two. */
  @Column('uuid', { name: 'activation_id', nullable: true }) activationId!: string | null;
  @Column('uuid', { name: 'rental_id', nullable: true }) rentalId!: string | null;
  /** The user's URL when the message arrived: a later change does not redirect this delivery. */
  @Column('text') url!: string;
  /** The JSON body, exactly as POSTed on every attempt. */
  @Column('jsonb') payload!: AnyWebhookPayload;
  @Column('varchar', { length: 12 }) state!: DeliveryState;
  /** Attempts made so far. */
  @Column('integer', { default: 0 }) attempts!: number;
  /** Why the latest attempt failed; null after a success or before the first attempt. */
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  /** When it was delivered or given up. */
  @Column('timestamptz', { name: 'finished_at', nullable: true }) finishedAt!: Date | null;
}
