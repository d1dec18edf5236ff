import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, LeaseCommand, LeaseStatusView, LeaseView } from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import { isUniqueViolation } from '@simrelay/persistence';
import type { Logger } from 'pino';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import { NumberUsage } from '../activations/number-usage.entity';
import { allocateNumber } from '../activations/number-allocator';
import type { ActivationsEnv } from '../config';
import { SimNumber } from '../inventory/sim-number.entity';
import { Lease } from './lease.entity';
import { ReleasedLease } from './released-lease.entity';

const noNumbers = () => new DomainError(ErrorCode.NoNumbers, 'There are currently no numbers for the selected service or country');
const releasedBefore = () => new DomainError(ErrorCode.RentalClosed, 'This rental was released before it got a number');

/** One lease id's lease and release take turns: a release either finds the lease or leaves its mark first. */
const lockLeaseId = (manager: EntityManager, leaseId: string) => manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`activations:lease:${leaseId}`]);

/**
 * SIMs leased to long-term rentals. Rentals decide when a lease begins and ends; the SIM, its
 * "never twice per service" record and its messages stay ours. Both calls are idempotent by the
 * lease id (the rental's id), so rentals can repeat them until they hear an answer.
 */
@Injectable()
export class LeasesService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async lease(cmd: LeaseCommand): Promise<LeaseView> {
    for (let attempt = 1; ; attempt++) {
      try {
        const lease = await this.dataSource.transaction(async (manager) => {
          await lockLeaseId(manager, cmd.leaseId);
          const existing = await manager.findOneBy(Lease, { id: cmd.leaseId });
          if (existing) return existing;
          if (await manager.existsBy(ReleasedLease, { leaseId: cmd.leaseId })) throw releasedBefore();
          const number = await allocateNumber(manager, { country: cmd.country, carrier: cmd.carrier, service: cmd.service, offlineAfterMs: this.env.SIM_OFFLINE_AFTER_MS }, 'rent');
          if (!number) throw noNumbers();
          // It begins once the SIM is ours, not when this transaction began: a lease or activation
          // that ended while this one was picking ended before it began.
          await manager.insert(Lease, { id: cmd.leaseId, numberId: number.id, userId: cmd.userId, service: cmd.service ?? null, startedAt: () => 'clock_timestamp()', endedAt: null });
          // The chosen service's "never twice" record is made now, as a purchase makes it.
          if (cmd.service) await manager.insert(NumberUsage, { numberId: number.id, service: cmd.service, activationId: null, leaseId: cmd.leaseId, blocked: false });
          return manager.findOneByOrFail(Lease, { id: cmd.leaseId });
        });
        this.logger.info({ leaseId: lease.id, numberId: lease.numberId, userId: cmd.userId }, 'SIM leased');
        return this.view(lease);
      } catch (error) {
        // A safety net (one lease per SIM, one use per service) caught a race: pick again.
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
    }
  }

  /**
   * Ends a lease (the SIM returns to the pool); ending an ended lease changes nothing. An id with
   * no lease yet is remembered as released, so that its lease request, should it still come, is
   * refused: rentals releases a lease it gave up waiting for.
   */
  async release(leaseId: string): Promise<LeaseView | null> {
    const lease = await this.dataSource.transaction(async (manager) => {
      await lockLeaseId(manager, leaseId);
      // The database's clock, as the next lease's start: the two compare on one clock.
      await manager.update(Lease, { id: leaseId, endedAt: IsNull() }, { endedAt: () => 'now()' });
      const row = await manager.findOneBy(Lease, { id: leaseId });
      if (!row) await manager.createQueryBuilder().insert().into(ReleasedLease).values({ leaseId }).orIgnore().execute();
      return row;
    });
    if (lease) this.logger.info({ leaseId, numberId: lease.numberId }, 'lease ended');
    else this.logger.info({ leaseId }, 'lease released before it began');
    return lease ? this.view(lease) : null;
  }

  /** Whether each lease's SIM was heard from lately. */
  async status(leaseIds: string[]): Promise<LeaseStatusView> {
    if (!leaseIds.length) return { online: {} };
    const leases = await this.dataSource.getRepository(Lease).findBy({ id: In(leaseIds) });
    const numbers = await this.dataSource.getRepository(SimNumber).findBy({ id: In(leases.map((l) => l.numberId)) });
    const since = Date.now() - this.env.SIM_OFFLINE_AFTER_MS;
    const online = (numberId: string) => {
      const sim = numbers.find((n) => n.id === numberId);
      return !!sim && sim.ready && !sim.deletedAt && sim.lastSeenAt.getTime() > since;
    };
    return { online: Object.fromEntries(leases.map((lease) => [lease.id, online(lease.numberId)])) };
  }

  private async view(lease: Lease): Promise<LeaseView> {
    const sim = await this.dataSource.getRepository(SimNumber).findOneByOrFail({ id: lease.numberId });
    return {
      leaseId: lease.id, numberId: lease.numberId, number: sim.number ?? '', country: sim.country ?? '', carrier: sim.carrier,
      startedAt: lease.startedAt.toISOString(), endedAt: lease.endedAt?.toISOString() ?? null,
    };
  }
}
