import type { HubPushState } from '@simrelay/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * One SMS to push to a hub (PUSH_SMS), once per message and sale. Pending until the hub answers
 * SUCCESS, tried again `HUB_PUSH_RETRY_MS` after each attempt began; never sent after `sent`.
 */
@Entity({ name: 'hub_pushes' })
@Unique('UQ_hub_pushes_message', ['activationId', 'messageKey'])
@Index('IDX_hub_pushes_due', ['state', 'nextAttemptAt'])
@Index('IDX_hub_pushes_hub', ['hubId', 'createdAt'])
export class HubPush {
  /** The protocol's numeric `smsId`. */
  @PrimaryGeneratedColumn('increment', { name: 'sms_id', type: 'bigint' }) smsId!: string;
  @Column('uuid', { name: 'hub_id' }) hubId!: string;
  @Column('uuid', { name: 'activation_id' }) activationId!: string;
  /** The agent's key of the message. */
  @Column('text', { name: 'message_key' }) messageKey!: string;
  /** Digits, country code first. */
  @Column('text') phone!: string;
  @Column('text', { name: 'phone_from' }) phoneFrom!: string;
  @Column('text') text!: string;
  @Column('varchar', { length: 8 }) state!: HubPushState;
  @Column('integer') attempts!: number;
  @Column('timestamptz', { name: 'next_attempt_at' }) nextAttemptAt!: Date;
  @Column('timestamptz', { name: 'last_attempt_at', nullable: true }) lastAttemptAt!: Date | null;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
