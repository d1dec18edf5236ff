import { Module } from '@nestjs/common';
import { MailRequests } from './mail-requests';
import { OutboxKicker } from './outbox-kicker';

/** Mail requests written to the outbox, and the kick that sends them at once. */
@Module({
  providers: [MailRequests, OutboxKicker],
  exports: [MailRequests, OutboxKicker],
})
export class MailModule {}
