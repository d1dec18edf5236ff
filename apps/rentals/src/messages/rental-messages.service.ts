import { Inject, Injectable } from '@nestjs/common';
import { LeaseMessageEvent, RentalMessageDeliveredEvent, RentalsEvents } from '@simrelay/contracts';
import { addToOutbox, LOGGER, OUTBOX_RELAY, OutboxRelay, stableUuid } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { Clock } from '../clock';
import { isReceiving } from '../rentals/rental-rules';
import { Rental } from '../rentals/rental.entity';
import { UsageWindow } from '../restore/usage-window.entity';

export type Verdict = 'delivered' | 'not a code' | 'other service' | 'not receiving' | 'unknown rental';

/**
 * Decides what a rental's renter receives of its SIM's messages: verification codes (and calls)
 * of its service, or of any service, while the period runs or a usage window is open; nothing
 * else. What is kept back stays with activations for operators. A message is delivered once
 * (its id is the key), announced through the outbox to the socket and the webhook.
 */
@Injectable()
export class RentalMessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async receive(event: LeaseMessageEvent): Promise<Verdict> {
    const at = this.clock.fromReal(new Date(event.message.receivedAt));
    const verdict = await this.dataSource.transaction(async (manager): Promise<Verdict> => {
      // Locked: an early end (refund unless a code came) and a delivery never cross.
      const rental = await manager.findOne(Rental, { where: { id: event.leaseId }, lock: { mode: 'pessimistic_write' } });
      if (!rental) return 'unknown rental';
      if (!event.verification) return 'not a code';
      if (rental.service && event.service !== rental.service) return 'other service';
      const windows = await manager.findBy(UsageWindow, { rentalId: rental.id });
      if (!isReceiving(rental, windows, at)) return 'not receiving';
      const { message } = event;
      const inserted: unknown[] = await manager.query(
        `INSERT INTO rentals.messages (message_id, rental_id, kind, sender, text, code, service, received_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (message_id) DO NOTHING RETURNING message_id`,
        [message._id, rental.id, message.kind, message.sender ?? null, message.sms, message.code ?? null, event.service ?? null, message.receivedAt],
      );
      // Delivered on an earlier run of the same event: announced then.
      if (!inserted.length) return 'delivered';
      await manager.update(Rental, { id: rental.id }, { codeDelivered: true });
      const delivered: RentalMessageDeliveredEvent = {
        userId: rental.userId, rentalId: rental.id, orderNumber: rental.orderNumber, number: rental.number ?? event.number, service: event.service ?? null, message: event.message,
      };
      await addToOutbox(manager, RentalsEvents.messageDelivered, delivered, stableUuid(`rental-message:${event.message._id}`));
      return 'delivered';
    });
    if (verdict === 'delivered') void this.relay.kick();
    this.logger.info({ rentalId: event.leaseId, messageId: event.message._id, verdict }, verdict === 'delivered' ? 'message delivered to rental' : 'message kept from renter');
    return verdict;
  }
}
