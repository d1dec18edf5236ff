import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError, ErrorCode, ExtendRentalCommand, LeaseView, RentalRef, RentalsListQuery, RentalView, RentNumberCommand,
} from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import { isUniqueViolation } from '@simrelay/persistence';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DataSource, In, Not } from 'typeorm';
import { Clock } from '../clock';
import { Peers } from '../clients/peers';
import { readRentalViews, toUserView } from './rental-reads';
import { RentalPayments } from './rental-payments';
import { assertHeld, isRefundable, periodEnd, rentalPrice, reserveEnd } from './rental-rules';
import { Rental } from './rental.entity';
import { RentalLeases } from './rental-leases';

const notFound = () => new DomainError(ErrorCode.NotFound, 'User or number not found');
const noPrice = () => new DomainError(ErrorCode.Invalid, 'There is no price for this period: choose one from the price table', { periodHours: 'period' });

/**
 * Long-term rentals as their renters act on them: rent, extend, end early, read. A SIM is
 * activations' (a lease), money billing's (each paid action a RentalPayment), the prices the
 * catalog's; the rental's state and dates are ours.
 */
@Injectable()
export class RentalsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly peers: Peers,
    private readonly payments: RentalPayments,
    private readonly leases: RentalLeases,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async rent(cmd: RentNumberCommand): Promise<RentalView> {
    const requestKey = cmd.requestKey ?? randomUUID();
    const repo = this.dataSource.getRepository(Rental);
    let rental = await repo.findOneBy({ userId: cmd.userId, requestKey });
    // A repeat of a request that got its number answers that number.
    if (rental && rental.state !== 'pending') return this.view(rental);
    const priceMicros = await this.price(cmd.country, cmd.service ?? null, cmd.periodHours);
    rental ??= await this.create(cmd, requestKey);
    const payment = await this.payments.open({ rentalId: rental.id, userId: cmd.userId, kind: 'rent', requestKey: 'rent', amountMicros: priceMicros, periodHours: cmd.periodHours });
    const pending = rental;
    let lease: LeaseView | undefined;
    try {
      await this.payments.run(payment, {
        prepare: async () => {
          lease = await this.peers.lease({ leaseId: pending.id, userId: cmd.userId, country: cmd.country, carrier: cmd.carrier, service: cmd.service });
        },
        apply: async (manager) => {
          const now = this.clock.now();
          // Prepared just before, on every run that applies.
          const leased = lease as LeaseView;
          await manager.update(
            Rental,
            { id: pending.id, state: 'pending' },
            { state: 'active', numberId: leased.numberId, number: leased.number, carrier: leased.carrier, startedAt: now, endsAt: periodEnd(now, pending.periodHours) },
          );
        },
      });
    } catch (error) {
      if (error instanceof DomainError) await this.leases.fail(pending);
      throw error;
    }
    this.logger.info({ rentalId: pending.id, userId: cmd.userId, service: cmd.service ?? null }, 'number rented');
    return this.view(await repo.findOneByOrFail({ id: pending.id }));
  }

  private async create(cmd: RentNumberCommand, requestKey: string): Promise<Rental> {
    const repo = this.dataSource.getRepository(Rental);
    try {
      await repo.insert({
        id: randomUUID(), userId: cmd.userId, requestKey, country: cmd.country, carrier: cmd.carrier ?? null, service: cmd.service ?? null, numberId: null, number: null,
        state: 'pending', periodHours: cmd.periodHours, startedAt: null, endsAt: null, endedAt: null, reservedUntil: null, codeDelivered: false, releasedAt: null,
      });
    } catch (error) {
      // The same request, at the same time: both go on with one rental.
      if (!isUniqueViolation(error)) throw error;
    }
    return repo.findOneByOrFail({ userId: cmd.userId, requestKey });
  }

  private async price(country: string, service: string | null, periodHours: number): Promise<number> {
    const table = await this.peers.rentalPrices(country);
    if (service && !(await this.peers.isService(service))) throw new DomainError(ErrorCode.ServiceUnsupported, 'The specified service is not supported');
    const price = rentalPrice(table, service, periodHours);
    if (price === null) throw noPrice();
    return price;
  }

  /** Longer by a period from the table: while it runs, or within 60 days after it ended (then it runs again from now). */
  async extend(cmd: ExtendRentalCommand): Promise<RentalView> {
    const rental = await this.own(cmd);
    assertHeld(rental.state);
    const priceMicros = await this.price(rental.country, rental.service, cmd.periodHours);
    const payment = await this.payments.open({
      rentalId: rental.id, userId: rental.userId, kind: 'extend', requestKey: cmd.requestKey ?? randomUUID(), amountMicros: priceMicros, periodHours: cmd.periodHours,
    });
    await this.payments.run(payment, {
      apply: async (manager) => {
        const current = await manager.findOneOrFail(Rental, { where: { id: rental.id }, lock: { mode: 'pessimistic_write' } });
        assertHeld(current.state);
        const now = this.clock.now();
        const hours = payment.periodHours ?? cmd.periodHours;
        if (current.state === 'active' && current.endsAt && current.endsAt > now) {
          await manager.update(Rental, { id: current.id }, { endsAt: periodEnd(current.endsAt, hours) });
        } else {
          await manager.update(Rental, { id: current.id }, { state: 'active', endsAt: periodEnd(now, hours), endedAt: null, reservedUntil: null });
        }
      },
    });
    this.logger.info({ rentalId: rental.id, periodHours: cmd.periodHours }, 'rental extended');
    return this.view(await this.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id }));
  }

  /**
   * Ended by its renter. Within 20 minutes of the start and before any code, everything paid
   * is given back and the SIM returns to the pool; otherwise nothing is refunded and the number
   * stays reserved for 60 days (extend to use it again). Ending an ended rental changes nothing.
   */
  async finish(ref: RentalRef): Promise<RentalView> {
    const rental = await this.own(ref);
    assertHeld(rental.state);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOneOrFail(Rental, { where: { id: rental.id }, lock: { mode: 'pessimistic_write' } });
      if (current.state !== 'active') return null;
      const now = this.clock.now();
      if (isRefundable(current, now)) {
        await manager.update(Rental, { id: current.id }, { state: 'cancelled', endedAt: now, reservedUntil: null });
        return 'cancelled' as const;
      }
      await manager.update(Rental, { id: current.id }, { state: 'finished', endedAt: now, endsAt: now, reservedUntil: reserveEnd(now) });
      return 'finished' as const;
    });
    if (outcome === 'cancelled') await this.leases.settleCancelled(rental);
    if (outcome) this.logger.info({ rentalId: rental.id, outcome }, 'rental ended by its renter');
    return this.view(await this.dataSource.getRepository(Rental).findOneByOrFail({ id: rental.id }));
  }

  async list(query: RentalsListQuery): Promise<RentalView[]> {
    const states = query.scope === 'all' ? Not(In(['failed', 'pending'])) : In(['active', 'expired', 'finished']);
    const rentals = await this.dataSource.getRepository(Rental).find({ where: { userId: query.userId, state: states }, order: { createdAt: 'DESC' }, take: 200 });
    return (await readRentalViews(this.dataSource, rentals, this.clock.now())).map(toUserView);
  }

  async get(ref: RentalRef): Promise<RentalView> {
    return this.view(await this.own(ref));
  }

  /** The user's rental (a foreign or unknown one answers 404, as if it did not exist). */
  async own(ref: RentalRef): Promise<Rental> {
    const rental = await this.dataSource
      .getRepository(Rental)
      .findOneBy(ref.rentalId ? { id: ref.rentalId, userId: ref.userId } : { orderNumber: ref.orderNumber, userId: ref.userId });
    if (!rental || rental.state === 'failed') throw notFound();
    return rental;
  }

  async view(rental: Rental): Promise<RentalView> {
    const [view] = await readRentalViews(this.dataSource, [rental], this.clock.now());
    return toUserView(view);
  }
}
