import { Module } from '@nestjs/common';
import { LeaseMessagesConsumer } from './lease-messages.consumer';
import { RentalMessagesService } from './rental-messages.service';

/** Messages on leased SIMs, delivered to their rentals. */
@Module({
  providers: [RentalMessagesService, LeaseMessagesConsumer],
})
export class MessagesModule {}
