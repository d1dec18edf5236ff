import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

/** An SMS or call from a SIM, stored once by the agent's key, routed or kept for operators. */
@Entity({ name: 'messages' })
@Unique('UQ_messages_key', ['key'])
@Index('IDX_messages_activation', ['activationId'])
@Index('IDX_messages_number', ['numberId', 'receivedAt'])
@Index('IDX_messages_lease', ['leaseId'])
export class Message {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') key!: string;
  @Column('varchar', { length: 4 }) kind!: 'sms' | 'call';
  @Column('varchar', { name: 'agent_id', length: 64 }) agentId!: string;
  @Column('text') iccid!: string;
  @Column('uuid', { name: 'number_id', nullable: true }) numberId!: string | null;
  @Column('text', { nullable: true }) sender!: string | null;
  @Column('text') text!: string;
  @Column('text', { nullable: true }) code!: string | null;
  @Column('uuid', { name: 'activation_id', nullable: true }) activationId!: string | null;
  /** The lease of the SIM when it came (a rental decides whether its renter gets it). */
  @Column('uuid', { name: 'lease_id', nullable: true }) leaseId!: string | null;
  @Column('timestamptz', { name: 'received_at' }) receivedAt!: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
