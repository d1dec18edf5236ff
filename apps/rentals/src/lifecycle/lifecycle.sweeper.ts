import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, PeriodicTask } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource, In, LessThanOrEqual } from 'typeorm';
import { Clock } from '../clock';
import type { RentalsEnv } from '../config';
import { RENTALS_ENV } from '../rentals.tokens';
import { RentalLeases } from '../rentals/rental-leases';
import { RentalPayments } from '../rentals/rental-payments';
import { reserveEnd } from '../rentals/rental-rules';
import { Rental } from '../rentals/rental.entity';
import { RestoreService } from '../restore/restore.service';

const BATCH = 200;
/** Restore requests ask activations whether their SIM is back at most this often. */
const RESTORE_CHECK_EVERY = 5;

/**
 * What falls due with time, from the database alone (a restart loses nothing; replicas race
 * harmlessly, every change being guarded by the state it leaves): periods that ran out, reserves
 * of 60 days that ran out (the SIM recycled), leases and refunds not yet confirmed, payments
 * left halfway, restore requests whose SIM is back.
 */
@Injectable()
export class LifecycleSweeper extends PeriodicTask {
  protected readonly intervalMs: number;
  private rounds = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly leases: RentalLeases,
    private readonly payments: RentalPayments,
    private readonly restores: RestoreService,
    private readonly clock: Clock,
    @Inject(RENTALS_ENV) env: RentalsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
    this.intervalMs = env.RENTALS_SWEEP_MS;
  }

  protected async runOnce(): Promise<void> {
    try {
      await this.expire();
      await this.recycle();
      await this.settle();
      if (this.rounds++ % RESTORE_CHECK_EVERY === 0) await this.restores.completeOnline((await this.restores.waiting(BATCH)).map((r) => r.id));
    } catch (error) {
      this.logger.warn({ err: error }, 'rental sweep failed; will retry');
    }
  }

  /** Period over: no more messages; the number stays the renter's for 60 days. */
  private async expire(): Promise<void> {
    const repo = this.dataSource.getRepository(Rental);
    const due = await repo.find({ where: { state: 'active', endsAt: LessThanOrEqual(this.clock.now()) }, take: BATCH });
    for (const rental of due) {
      if (this.stopping) return;
      const endedAt = rental.endsAt as Date;
      const moved = await repo.update({ id: rental.id, state: 'active', endsAt: endedAt }, { state: 'expired', endedAt, reservedUntil: reserveEnd(endedAt) });
      if (moved.affected) this.logger.info({ rentalId: rental.id }, 'rental period over');
    }
  }

  /** Reserve over without an extension: the lease ends and the SIM returns to the pool. */
  private async recycle(): Promise<void> {
    const due = await this.dataSource.getRepository(Rental).find({
      where: { state: In(['expired', 'finished']), reservedUntil: LessThanOrEqual(this.clock.now()) }, take: BATCH,
    });
    for (const rental of due) {
      if (this.stopping) return;
      await this.leases.recycle(rental);
    }
  }

  /** What another service has not confirmed yet: leases, refunds, holds. */
  private async settle(): Promise<void> {
    for (const rental of await this.leases.unreleased(BATCH)) {
      if (this.stopping) return;
      if (rental.state === 'cancelled') await this.leases.settleCancelled(rental);
      else await this.leases.release(rental);
    }
    const { unposted, abandoned } = await this.payments.stale(BATCH);
    for (const payment of unposted) {
      if (this.stopping) return;
      await this.payments.finishPosting(payment).catch((error: unknown) => this.logger.warn({ err: error, paymentId: payment.id }, 'payment not posted yet'));
    }
    for (const payment of abandoned) {
      if (this.stopping) return;
      if (!(await this.payments.giveUp(payment, payment.state as 'new' | 'held'))) continue;
      // A rental whose first payment was given up never began.
      if (payment.kind === 'rent') await this.leases.fail(await this.dataSource.getRepository(Rental).findOneByOrFail({ id: payment.rentalId }));
    }
  }
}
