import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import { isUniqueViolation } from '@simrelay/persistence';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DataSource, EntityManager, In, LessThan } from 'typeorm';
import { Clock } from '../clock';
import { Peers } from '../clients/peers';
import type { RentalsEnv } from '../config';
import { RENTALS_ENV } from '../rentals.tokens';
import { PaymentKind, RentalPayment } from './rental-payment.entity';

/** Billing keeps an unsettled hold this long at most; the sweeper settles it long before. */
const HOLD_LIFETIME_MS = 24 * 3_600_000;

export interface PaymentRequest {
  rentalId: string;
  userId: string;
  kind: PaymentKind;
  requestKey: string;
  amountMicros: number;
  periodHours?: number;
}

export interface PaymentSteps {
  /** Work outside the database before the payment is applied (leasing the SIM); a DomainError voids the payment. */
  prepare?: (payment: RentalPayment) => Promise<void>;
  /** The change the payment buys, in the same transaction that marks it applied. */
  apply: (manager: EntityManager, payment: RentalPayment) => Promise<void>;
}

const key = (payment: RentalPayment, step: string) => `rental-payment:${payment.id}:${step}`;
/** A failed payment's request key, freed for a new attempt and still readable. */
const retired = (payment: RentalPayment) => `${payment.requestKey}#${payment.id}`;

/**
 * Every paid action of a rental (rent, extend, restore) as a small saga with its state stored:
 * the price is held, the change applied in one transaction with the step, then the hold posted.
 * Each step is idempotent by the payment's key, so a repeated request or the sweeper can finish
 * (or give up and void) a payment left halfway by a crash: money moves exactly once.
 */
@Injectable()
export class RentalPayments {
  constructor(
    private readonly dataSource: DataSource,
    private readonly peers: Peers,
    private readonly clock: Clock,
    @Inject(RENTALS_ENV) private readonly env: RentalsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The payment for this request: made on the first call, found on every later one. A payment
   * that failed gave up its request key, so a repeat of a failed request tries again (with a
   * new hold) instead of answering the failure forever.
   */
  async open(request: PaymentRequest): Promise<RentalPayment> {
    const repo = this.dataSource.getRepository(RentalPayment);
    try {
      await repo.insert({
        id: randomUUID(), rentalId: request.rentalId, userId: request.userId, kind: request.kind, requestKey: request.requestKey, periodHours: request.periodHours ?? null,
        amountMicros: request.amountMicros, holdId: null, transferId: null, state: 'new', updatedAt: this.clock.now(),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return repo.findOneByOrFail({ rentalId: request.rentalId, kind: request.kind, requestKey: request.requestKey });
  }

  /**
   * Takes the payment as far as it goes: held, applied, posted. Resolves with the payment as it
   * ends; throws the DomainError that stopped it (insufficient balance, no SIM), after voiding.
   */
  async run(payment: RentalPayment, steps: PaymentSteps): Promise<RentalPayment> {
    if (payment.state === 'new') payment = await this.hold(payment);
    if (payment.state === 'held') {
      try {
        await steps.prepare?.(payment);
      } catch (error) {
        if (error instanceof DomainError) await this.giveUp(payment, 'held');
        throw error;
      }
      try {
        payment = await this.apply(payment, steps);
      } catch (error) {
        // The rule broke meanwhile (the rental was recycled): nothing was changed, nothing is taken.
        if (error instanceof DomainError) await this.giveUp(payment, 'held');
        throw error;
      }
    }
    if (payment.state === 'applied') payment = await this.post(payment);
    return payment;
  }

  private async hold(payment: RentalPayment): Promise<RentalPayment> {
    let holdId: string;
    try {
      const receipt = await this.peers.hold({
        idempotencyKey: key(payment, 'hold'), userId: payment.userId, amountMicros: payment.amountMicros, reference: `rental:${payment.rentalId}:${payment.kind}`,
        // From the payment, not from now: a repeat of this request must be the same request to billing.
        expiresAt: new Date(payment.createdAt.getTime() + HOLD_LIFETIME_MS).toISOString(),
      });
      holdId = receipt.hold.holdId;
    } catch (error) {
      // Refused by billing (no money): nothing is held, the payment ends here.
      if (error instanceof DomainError) await this.move(payment, ['new'], { state: 'voided', requestKey: retired(payment) });
      throw error;
    }
    return this.move(payment, ['new'], { state: 'held', holdId });
  }

  private async apply(payment: RentalPayment, steps: PaymentSteps): Promise<RentalPayment> {
    const applied = await this.dataSource.transaction(async (manager) => {
      const moved = await manager.update(RentalPayment, { id: payment.id, state: 'held' }, { state: 'applied', updatedAt: this.clock.now() });
      if (!moved.affected) return false;
      await steps.apply(manager, payment);
      return true;
    });
    const now = await this.reread(payment);
    if (!applied && now.state !== 'applied' && now.state !== 'posted') {
      throw new DomainError(ErrorCode.RentalClosed, 'This payment was given up: try again');
    }
    return now;
  }

  private async post(payment: RentalPayment): Promise<RentalPayment> {
    const receipt = await this.peers.post(payment.holdId as string, key(payment, 'post')).catch(async (error: unknown) => {
      if (error instanceof DomainError && error.code === ErrorCode.HoldNotActive) {
        // Billing settled it already (our earlier post whose answer we missed).
        this.logger.warn({ paymentId: payment.id }, 'hold already settled in billing');
        return null;
      }
      throw error;
    });
    const capture = receipt?.transfers.find((t) => t.kind === 'hold_capture');
    return this.move(payment, ['applied'], { state: 'posted', ...(capture ? { transferId: capture.transferId } : {}) });
  }

  /** Voids a payment that did not get applied; false when it moved on meanwhile. */
  async giveUp(payment: RentalPayment, from: 'new' | 'held'): Promise<boolean> {
    const moved = await this.dataSource
      .getRepository(RentalPayment)
      .update({ id: payment.id, state: from }, { state: 'voided', requestKey: retired(payment), updatedAt: this.clock.now() });
    if (!moved.affected) return false;
    if (payment.holdId) await this.voidHold(payment);
    this.logger.info({ paymentId: payment.id, rentalId: payment.rentalId, kind: payment.kind }, 'rental payment voided');
    return true;
  }

  /** Gives back a posted payment (a rental ended within its first 20 minutes); an applied one's hold is voided instead. */
  async giveBack(payment: RentalPayment): Promise<void> {
    if (payment.state === 'applied') {
      await this.voidHold(payment);
      await this.move(payment, ['applied'], { state: 'voided' });
      return;
    }
    if (payment.state !== 'posted') return;
    if (payment.transferId) {
      await this.peers.refund({ idempotencyKey: key(payment, 'refund'), userId: payment.userId, transferId: payment.transferId, reason: 'rental ended within 20 minutes without a code' });
    }
    await this.move(payment, ['posted'], { state: 'refunded' });
  }

  private async voidHold(payment: RentalPayment): Promise<void> {
    await this.peers.void(payment.holdId as string, key(payment, 'void')).catch((error: unknown) => {
      // Voided or expired already: nothing was taken.
      if (!(error instanceof DomainError && error.code === ErrorCode.HoldNotActive)) throw error;
    });
  }

  /** Payments left halfway by a crash or a lost answer, for the sweeper. */
  async stale(limit: number): Promise<{ unposted: RentalPayment[]; abandoned: RentalPayment[] }> {
    const repo = this.dataSource.getRepository(RentalPayment);
    const cutoff = new Date(this.clock.now().getTime() - this.env.RENTALS_PAYMENT_TIMEOUT_MS);
    const [unposted, abandoned] = await Promise.all([
      repo.find({ where: { state: 'applied' }, take: limit }),
      repo.find({ where: { state: In(['new', 'held']), updatedAt: LessThan(cutoff) }, take: limit }),
    ]);
    return { unposted, abandoned };
  }

  async finishPosting(payment: RentalPayment): Promise<void> {
    await this.post(payment);
  }

  paymentsOf(rentalIds: string[]): Promise<RentalPayment[]> {
    if (!rentalIds.length) return Promise.resolve([]);
    return this.dataSource.getRepository(RentalPayment).find({ where: { rentalId: In(rentalIds) }, order: { createdAt: 'ASC' } });
  }

  private async move(payment: RentalPayment, from: RentalPayment['state'][], change: Partial<RentalPayment>): Promise<RentalPayment> {
    await this.dataSource.getRepository(RentalPayment).update({ id: payment.id, state: In(from) }, { ...change, updatedAt: this.clock.now() });
    return this.reread(payment);
  }

  private reread(payment: RentalPayment): Promise<RentalPayment> {
    return this.dataSource.getRepository(RentalPayment).findOneByOrFail({ id: payment.id });
  }
}
