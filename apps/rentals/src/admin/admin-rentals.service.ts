import { Inject, Injectable } from '@nestjs/common';
import { AdminRentalSortField, AdminRentalsPage, AdminRentalsQuery, AdminRentalView, AdminRestoreRequestView, AdminRestoresQuery, DomainError, ErrorCode } from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import { listOrdering } from '@simrelay/persistence';
import type { Logger } from 'pino';
import { DataSource, FindOptionsWhere, In } from 'typeorm';
import { Clock } from '../clock';
import { RentalLeases } from '../rentals/rental-leases';
import { readRentalViews } from '../rentals/rental-reads';
import { Rental } from '../rentals/rental.entity';
import { RestoreRequest } from '../restore/restore-request.entity';
import { RestoreService } from '../restore/restore.service';

/** Entity properties (the list reads through find options); `orderNumber` follows the order rentals were placed in. */
const RENTAL_PROPERTIES: Record<AdminRentalSortField, string> = {
  createdAt: 'createdAt', orderNumber: 'orderNumber', number: 'number', service: 'service', state: 'state', startedAt: 'startedAt', endsAt: 'endsAt',
};
const NEWEST_FIRST = { sort: 'createdAt', order: 'desc' } as const;

const notFound = () => new DomainError(ErrorCode.NotFound, 'Rental not found');

/** The back office's rentals: lists, ending one, restore requests, SIMs due for a balance top-up. */
@Injectable()
export class AdminRentalsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leases: RentalLeases,
    private readonly restores: RestoreService,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async list(query: AdminRentalsQuery): Promise<AdminRentalsPage> {
    const where: FindOptionsWhere<Rental> = { state: query.state ?? In(['pending', 'active', 'expired', 'finished', 'cancelled', 'recycled']) };
    if (query.userId) where.userId = query.userId;
    if (query.number) where.number = query.number.startsWith('+') ? query.number : `+${query.number}`;
    const [rentals, total] = await this.dataSource.getRepository(Rental).findAndCount({
      where, order: listOrdering(RENTAL_PROPERTIES, query, NEWEST_FIRST, 'id').condition, skip: (query.page - 1) * query.limit, take: query.limit,
    });
    return { items: await readRentalViews(this.dataSource, rentals, this.clock.now()), total, page: query.page, limit: query.limit };
  }

  /** Leased SIMs two months or more into their lease, held by a rental still: their balance needs a top-up. */
  async topUpDue(): Promise<AdminRentalView[]> {
    const rentals = await this.dataSource.getRepository(Rental).find({ where: { state: In(['active', 'expired', 'finished']) }, order: { startedAt: 'ASC' } });
    return (await readRentalViews(this.dataSource, rentals, this.clock.now())).filter((view) => view.topUpDue);
  }

  /** Ends a rental at once (no refund): the SIM returns to the pool. */
  async end(rentalId: string): Promise<AdminRentalView> {
    const rental = await this.dataSource.getRepository(Rental).findOneBy({ id: rentalId });
    if (!rental) throw notFound();
    if (!(await this.leases.recycle(rental))) throw new DomainError(ErrorCode.RentalClosed, 'This rental has ended already');
    this.logger.warn({ rentalId }, 'rental ended by an operator');
    const [view] = await readRentalViews(this.dataSource, [await this.dataSource.getRepository(Rental).findOneByOrFail({ id: rentalId })], this.clock.now());
    return view;
  }

  async restoreRequests(query: AdminRestoresQuery): Promise<AdminRestoreRequestView[]> {
    const requests = await this.dataSource.getRepository(RestoreRequest).find({ where: query.state ? { state: query.state } : {}, order: { createdAt: 'DESC' }, take: 500 });
    return this.restoreViews(requests);
  }

  async completeRestore(requestId: string): Promise<AdminRestoreRequestView> {
    if (!(await this.dataSource.getRepository(RestoreRequest).existsBy({ id: requestId }))) throw new DomainError(ErrorCode.NotFound, 'Restore request not found');
    await this.restores.complete(requestId, 'admin');
    const [view] = await this.restoreViews([await this.dataSource.getRepository(RestoreRequest).findOneByOrFail({ id: requestId })]);
    return view;
  }

  private async restoreViews(requests: RestoreRequest[]): Promise<AdminRestoreRequestView[]> {
    const rentals = requests.length ? await this.dataSource.getRepository(Rental).findBy({ id: In([...new Set(requests.map((r) => r.rentalId))]) }) : [];
    return requests.map((request) => {
      const rental = rentals.find((r) => r.id === request.rentalId);
      return {
        _id: request.id, rentalId: request.rentalId, orderNumber: rental?.orderNumber ?? 0, userId: rental?.userId ?? '', number: rental?.number ?? null, state: request.state,
        doneBy: request.doneBy, createdAt: request.createdAt.toISOString(), doneAt: request.doneAt?.toISOString() ?? null,
      };
    });
  }
}
