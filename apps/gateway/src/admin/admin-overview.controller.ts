import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsISO8601, IsOptional } from 'class-validator';
import { AdminAuthGuard } from '../auth/auth.guards';
import { IsSortField, IsSortOrder, LEDGER_SORT_FIELDS, LedgerSortField, SortOrder } from '@simrelay/contracts';
import { AdminIdParam, AdminPageParams, BlankAsMissing } from '../activations/admin-activation-bodies';
import { BillingClient } from '../billing/billing.client';
import { RentalsClient } from '../rentals/rentals.client';
import { AdminOverviewClient } from './admin-overview.client';
import { orderOf } from './list-order-params';

export class AdminOverviewParams {
  /** Where the operator's day starts (their local midnight); absent: midnight UTC. */
  @IsOptional() @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value)) @IsISO8601({ strict: true }, { message: 'format' })
  since?: string;
}

export class AdminLedgerParams extends AdminPageParams {
  @BlankAsMissing() @IsSortField(LEDGER_SORT_FIELDS) sort?: LedgerSortField;
  @BlankAsMissing() @IsSortOrder() order?: SortOrder;
}

const utcMidnight = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
};

/**
 * The back office's landing figures and a user's money records, each read from its owner
 * (activations for the inventory and activations, billing for revenue, top-ups and ledger,
 * rentals for restore requests and SIMs due for a top-up).
 */
@Controller('admin')
@UseGuards(AdminAuthGuard)
export class AdminOverviewController {
  constructor(
    private readonly overview: AdminOverviewClient,
    private readonly billing: BillingClient,
    private readonly rentals: RentalsClient,
  ) {}

  @Get('overview')
  async figures(@Query() query: AdminOverviewParams) {
    const since = query.since ? new Date(query.since).toISOString() : utcMidnight();
    const [activations, revenue, restoresWaiting, topUpDue] = await Promise.all([
      this.overview.activations(since),
      this.overview.revenue(since),
      this.rentals.adminRestores('waiting'),
      this.rentals.adminTopUpDue(),
    ]);
    const { endedToday, succeededToday } = activations.activations;
    return {
      since,
      ...activations,
      activations: { ...activations.activations, successRate: endedToday ? succeededToday / endedToday : null },
      revenueToday: revenue.revenue,
      chargesToday: revenue.charges,
      rentals: { restoresWaiting: restoresWaiting.length, topUpDue: topUpDue.length },
    };
  }

  @Get('users/:id/topups')
  topUps(@Param() params: AdminIdParam) {
    return this.billing.topUps(params.id);
  }

  @Get('users/:id/ledger')
  ledger(@Param() params: AdminIdParam, @Query() query: AdminLedgerParams) {
    return this.overview.ledger({ userId: params.id, page: query.page ?? 1, limit: query.limit ?? 50, ...orderOf(query) });
  }
}
