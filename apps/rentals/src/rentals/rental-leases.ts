import { Inject, Injectable } from '@nestjs/common';
import { LOGGER } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource, In, IsNull } from 'typeorm';
import { Clock } from '../clock';
import { Peers } from '../clients/peers';
import { RentalPayments } from './rental-payments';
import { Rental } from './rental.entity';

/**
 * The ends of a rental that reach other services: its SIM's lease released (the SIM back in the
 * pool) and, for one cancelled in its first 20 minutes, its money given back. The rental's
 * state is written first; these follow and are repeated by the sweeper until they are done.
 */
@Injectable()
export class RentalLeases {
  constructor(
    private readonly dataSource: DataSource,
    private readonly peers: Peers,
    private readonly payments: RentalPayments,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A rental that got no SIM (or no money): failed, its request key freed for a new try, any lease
   * released. Only while it is pending: a repeat of its request may have made it active meanwhile,
   * and that rental's SIM stays its own.
   */
  async fail(rental: Rental): Promise<void> {
    const moved = await this.dataSource.getRepository(Rental).update({ id: rental.id, state: 'pending' }, { state: 'failed', requestKey: null });
    // Not moved: active (keeps its lease) or failed already (the sweeper releases what is left).
    if (moved.affected) await this.release(rental);
  }

  /** Cancelled within its first 20 minutes: every payment given back, the SIM released. */
  async settleCancelled(rental: Rental): Promise<void> {
    for (const payment of await this.payments.paymentsOf([rental.id])) await this.payments.giveBack(payment);
    await this.release(rental);
  }

  /** Its 60 days of reserve are over (or an operator ended it): the SIM returns to the pool. */
  async recycle(rental: Rental): Promise<boolean> {
    const moved = await this.dataSource
      .getRepository(Rental)
      .update({ id: rental.id, state: In(['active', 'expired', 'finished']) }, { state: 'recycled', endedAt: rental.endedAt ?? this.clock.now() });
    if (!moved.affected) return false;
    this.logger.info({ rentalId: rental.id }, 'rental recycled');
    await this.release(rental);
    return true;
  }

  /** Ended rentals whose lease activations has not confirmed ended yet. */
  unreleased(limit: number): Promise<Rental[]> {
    return this.dataSource.getRepository(Rental).find({ where: { state: In(['failed', 'cancelled', 'recycled']), releasedAt: IsNull() }, take: limit });
  }

  async release(rental: Rental): Promise<void> {
    try {
      await this.peers.release(rental.id);
      await this.dataSource.getRepository(Rental).update({ id: rental.id }, { releasedAt: this.clock.now() });
    } catch (error) {
      this.logger.warn({ err: error, rentalId: rental.id }, 'lease not released yet; the sweeper retries');
    }
  }
}
