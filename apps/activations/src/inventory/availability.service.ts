import { Inject, Injectable } from '@nestjs/common';
import { AvailabilityQuery, AvailabilityView, CountryAvailabilityView } from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import { LEASABLE_NUMBERS, NumberPool, SELLABLE_NUMBERS } from '../activations/number-allocator';
import type { ActivationsEnv } from '../config';

/**
 * How many numbers could be sold now in a country (and carrier): the sellable ones, and per
 * service how many of those it already used. One query.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
  ) {}

  async count(query: AvailabilityQuery, pool: NumberPool = 'one-time'): Promise<AvailabilityView> {
    const rows: Array<{ free: number; service: string | null; used: number }> = await this.dataSource.query(
      `WITH free AS (${pool === 'rent' ? LEASABLE_NUMBERS : SELLABLE_NUMBERS})
       SELECT (SELECT count(*) FROM free)::int AS free, u.service, count(u.service)::int AS used
         FROM (SELECT 1) AS one
         LEFT JOIN activations.number_usages u ON u.number_id IN (SELECT id FROM free)
        GROUP BY u.service`,
      [query.country, query.carrier ?? null, this.env.SIM_OFFLINE_AFTER_MS],
    );
    const free = rows[0]?.free ?? 0;
    const used = Object.fromEntries(rows.filter((r) => r.service !== null).map((r) => [r.service as string, r.used]));
    return { country: query.country, carrier: query.carrier ?? null, free, used };
  }

  /** The free numbers of every country at once, for the country picker. */
  async byCountry(): Promise<CountryAvailabilityView> {
    const rows: Array<{ country: string; free: number }> = await this.dataSource.query(
      `SELECT free.country, count(*)::int AS free FROM (${SELLABLE_NUMBERS}) AS free GROUP BY free.country`,
      [null, null, this.env.SIM_OFFLINE_AFTER_MS],
    );
    return { free: Object.fromEntries(rows.map((row) => [row.country, row.free])) };
  }
}
