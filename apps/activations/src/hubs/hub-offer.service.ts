import { Inject, Injectable } from '@nestjs/common';
import { HubOperatorMap, HubOperatorMode, HubServicesAnswer, HubServicesRequest } from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import { SELLABLE_NUMBERS } from '../activations/number-allocator';
import type { ActivationsEnv } from '../config';
import { HubDirectory } from './hub-directory';
import type { Hub } from './hub.entity';
import { ANY_OPERATOR, HubPlaces } from './hub-places';

export interface CountRow {
  country: string;
  carrier: string | null;
  service: string;
  n: number;
}

/**
 * GET_SERVICES: what we could sell the hub this moment, per country, carrier and service: the
 * SIMs one-time sales could take now (online, not leased, in no open activation: the
 * allocator's own rule) never used for that service. `any` is the country's total.
 */
@Injectable()
export class HubOfferService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: HubDirectory,
    private readonly places: HubPlaces,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
  ) {}

  async services(request: HubServicesRequest): Promise<HubServicesAnswer> {
    const hub = await this.directory.byKey(request.key);
    if (!hub.enabled || !hub.services.length || !hub.countries.length) return { countryList: [], status: 'SUCCESS' };
    const rows = await this.counts(hub);
    const countryList: HubServicesAnswer['countryList'] = [];
    // Every country offered, with its zeros: a hub reads a missing count as "unchanged".
    for (const country of hub.countries) {
      const mine = rows.filter((row) => row.country === country);
      countryList.push({ country: await this.places.nameOf(country), operatorMap: operatorMapOf(hub.services, mine, hub.operatorMode) });
    }
    return { countryList, status: 'SUCCESS' };
  }

  private counts(hub: Hub): Promise<CountRow[]> {
    return this.dataSource.query(
      `WITH free AS (${SELLABLE_NUMBERS})
       SELECT f.country, f.carrier, s.service, count(*)::int AS n
         FROM free f CROSS JOIN unnest($4::text[]) AS s(service)
        WHERE f.country = ANY($5::text[])
          AND NOT EXISTS (SELECT 1 FROM activations.number_usages u WHERE u.number_id = f.id AND u.service = s.service)
        GROUP BY f.country, f.carrier, s.service`,
      [null, null, this.env.SIM_OFFLINE_AFTER_MS, hub.services, hub.countries],
    );
  }
}

/** One country's `operatorMap`: each carrier's counts, and/or `any` (their total, SIMs without a known carrier included). */
export function operatorMapOf(services: string[], rows: CountRow[], mode: HubOperatorMode): HubOperatorMap {
  const zero = () => Object.fromEntries(services.map((service) => [service, 0]));
  const map: HubOperatorMap = {};
  if (mode !== 'any') {
    for (const row of rows) if (row.carrier) (map[row.carrier] ??= zero())[row.service] = row.n;
  }
  if (mode !== 'each') {
    const any = (map[ANY_OPERATOR] = zero());
    for (const row of rows) any[row.service] += row.n;
  }
  return map;
}
