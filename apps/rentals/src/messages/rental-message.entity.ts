import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A verification message delivered to a rental (its id is activations' message id: delivered once). */
@Entity({ name: 'messages' })
@Index('IDX_messages_rental', ['rentalId', 'receivedAt'])
export class RentalMessage {
  @PrimaryColumn('uuid', { name: 'message_id' }) messageId!: string;
  @Column('uuid', { name: 'rental_id' }) rentalId!: string;
  @Column('varchar', { length: 4 }) kind!: 'sms' | 'call';
  @Column('text', { nullable: true }) sender!: string | null;
  @Column('text') text!: string;
  @Column('text', { nullable: true }) code!: string | null;
  @Column('varchar', { length: 12, nullable: true }) service!: string | null;
  @Column('timestamptz', { name: 'received_at' }) receivedAt!: Date;
}
