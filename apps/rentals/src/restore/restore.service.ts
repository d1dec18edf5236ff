import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, RENTAL_RULES, RentalRef, RentalView, RestoreRentalCommand } from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DataSource, MoreThan } from 'typeorm';
import { Clock } from '../clock';
import { Peers } from '../clients/peers';
import { RentalPayments } from '../rentals/rental-payments';
import { assertHeld, windowEnd } from '../rentals/rental-rules';
import { Rental } from '../rentals/rental.entity';
import { RentalsService } from '../rentals/rentals.service';
import { RestoreRequest } from './restore-request.entity';
import { UsageWindow } from './usage-window.entity';

/**
 * Restore access ($2 each time): a request operators see, done once the rental's SIM reports
 * online again (or an operator marks it done). Then "Start usage" opens an hour of receiving,
 * any number of times.
 */
@Injectable()
export class RestoreService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rentals: RentalsService,
    private readonly payments: RentalPayments,
    private readonly peers: Peers,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async restore(cmd: RestoreRentalCommand): Promise<RentalView> {
    const rental = await this.rentals.own(cmd);
    assertHeld(rental.state);
    const payment = await this.payments.open({
      rentalId: rental.id, userId: rental.userId, kind: 'restore', requestKey: cmd.requestKey ?? randomUUID(), amountMicros: RENTAL_RULES.restoreMicros,
    });
    await this.payments.run(payment, {
      apply: async (manager) => {
        const current = await manager.findOneOrFail(Rental, { where: { id: rental.id }, lock: { mode: 'pessimistic_write' } });
        assertHeld(current.state);
        await manager.insert(RestoreRequest, { id: payment.id, rentalId: rental.id, state: 'waiting', doneBy: null, doneAt: null, createdAt: this.clock.now() });
      },
    });
    this.logger.info({ rentalId: rental.id, requestId: payment.id }, 'restore access requested');
    await this.completeOnline([payment.id]);
    return this.rentals.view(rental);
  }

  /** "Start usage": an hour of receiving from now (the open window, if one is open already). */
  async activate(ref: RentalRef): Promise<RentalView> {
    const rental = await this.rentals.own(ref);
    assertHeld(rental.state);
    const done = await this.dataSource.getRepository(RestoreRequest).existsBy({ rentalId: rental.id, state: 'done' });
    if (!done) throw new DomainError(ErrorCode.RentalClosed, 'Restore access first; "Start usage" appears once the request is done');
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await manager.findOneOrFail(Rental, { where: { id: rental.id }, lock: { mode: 'pessimistic_write' } });
      const open = await manager.existsBy(UsageWindow, { rentalId: rental.id, closesAt: MoreThan(now) });
      if (!open) await manager.insert(UsageWindow, { id: randomUUID(), rentalId: rental.id, opensAt: now, closesAt: windowEnd(now) });
    });
    this.logger.info({ rentalId: rental.id }, 'usage window opened');
    return this.rentals.view(rental);
  }

  /** Completes those of these waiting requests whose SIM is online now. */
  async completeOnline(requestIds: string[]): Promise<number> {
    const requests = await this.dataSource.getRepository(RestoreRequest).findBy(requestIds.map((id) => ({ id, state: 'waiting' as const })));
    if (!requests.length) return 0;
    const { online } = await this.peers.leaseStatus([...new Set(requests.map((r) => r.rentalId))]);
    let completed = 0;
    for (const request of requests) if (online[request.rentalId] && (await this.complete(request.id, 'online'))) completed++;
    return completed;
  }

  /** Marks a waiting request done; false when it was done already. */
  async complete(requestId: string, by: 'online' | 'admin'): Promise<boolean> {
    const moved = await this.dataSource.getRepository(RestoreRequest).update({ id: requestId, state: 'waiting' }, { state: 'done', doneBy: by, doneAt: this.clock.now() });
    if (moved.affected) this.logger.info({ requestId, by }, 'restore request done');
    return Boolean(moved.affected);
  }

  waiting(limit: number): Promise<RestoreRequest[]> {
    return this.dataSource.getRepository(RestoreRequest).find({ where: { state: 'waiting' }, order: { createdAt: 'ASC' }, take: limit });
  }
}
