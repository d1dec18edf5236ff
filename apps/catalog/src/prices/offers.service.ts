import { Injectable } from '@nestjs/common';
import {
  DomainError, ErrorCode, microsToDollars, OtpPriceQuery, OtpPriceView, RentalPriceTable, ServiceOffer, ServicesPage, ServicesQuery,
} from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { CatalogCache } from '../cache/catalog-cache';
import { Country } from '../countries/country.entity';
import { searchServices } from '../services/service-search';
import { CatalogSettingsService } from '../settings/catalog-settings.service';
import { AvailabilityClient } from './availability.client';

export const DEFAULT_RENTAL_PERIOD_HOURS = 24;

interface OfferRow {
  id: string;
  code: string;
  name: string;
  icon: string;
  price_micros: string;
}

/** What is on sale and for how much (the public side of the catalog). */
@Injectable()
export class OffersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: CatalogCache,
    private readonly settings: CatalogSettingsService,
    private readonly availability: AvailabilityClient,
  ) {}

  async services(query: ServicesQuery): Promise<ServicesPage> {
    await this.assertCountry(query.country);
    const carrier = query.carrier ?? null;
    const [items, enabled] = await Promise.all([
      this.cache.read(`services:${query.country}:${carrier ?? '*'}`, () => this.loadOffers(query.country, carrier)),
      this.settings.servicesEnabled(),
    ]);
    const counted = await this.availability.withCounts(query.country, carrier, searchServices(items, query.search));
    return { country: query.country, carrier, enabled, items: counted };
  }

  /** The price of one activation; a carrier's own price wins over the country's. */
  async otpPrice(query: OtpPriceQuery): Promise<OtpPriceView> {
    await this.assertCountry(query.country);
    // The admin's sales switch: while it is off nothing is sold.
    if (!(await this.settings.servicesEnabled())) {
      throw new DomainError(ErrorCode.ServiceUnsupported, 'Sales are paused for now. Try again later.', { service: 'paused' });
    }
    const rows: Array<{ name: string; price_micros: string; carrier: string | null }> = await this.dataSource.query(
      `SELECT s.name, o.price_micros, k.code AS carrier
         FROM catalog.offers o
         JOIN catalog.services s ON s.id = o.service_id
         LEFT JOIN catalog.carriers k ON k.id = o.carrier_id
        WHERE s.code = $1 AND o.country_code = $2 AND o.deleted_at IS NULL AND s.deleted_at IS NULL AND s.enabled
          AND (o.carrier_id IS NULL OR k.code = $3)
        ORDER BY (o.carrier_id IS NULL), o.price_micros
        LIMIT 1`,
      [query.service, query.country, query.carrier ?? null],
    );
    const row = rows[0];
    if (!row) throw new DomainError(ErrorCode.ServiceUnsupported, 'The specified service is not supported', { service: 'unsupported' });
    const priceMicros = Number(row.price_micros);
    return { service: query.service, name: row.name, country: query.country, carrier: row.carrier, price: microsToDollars(priceMicros), priceMicros };
  }

  async rentalPrices(country: string): Promise<RentalPriceTable> {
    await this.assertCountry(country);
    return this.cache.read(`rental:${country}`, async () => {
      const rows: Array<{ code: string | null; name: string | null; period_hours: number; price_micros: string }> = await this.dataSource.query(
        `SELECT s.code, s.name, r.period_hours, r.price_micros
           FROM catalog.rental_prices r
           LEFT JOIN catalog.services s ON s.id = r.service_id
          WHERE r.country_code = $1 AND (r.service_id IS NULL OR (s.deleted_at IS NULL AND s.enabled))
          ORDER BY (r.service_id IS NOT NULL), s.name NULLS FIRST, r.period_hours`,
        [country],
      );
      return {
        country,
        defaultPeriodHours: DEFAULT_RENTAL_PERIOD_HOURS,
        rows: rows.map((r) => ({ service: r.code, name: r.name, periodHours: r.period_hours, price: microsToDollars(Number(r.price_micros)) })),
      };
    });
  }

  private async loadOffers(country: string, carrier: string | null): Promise<ServiceOffer[]> {
    const rows: OfferRow[] = await this.dataSource.query(
      `SELECT DISTINCT ON (s.id) o.id, s.code, s.name, s.icon, o.price_micros
         FROM catalog.offers o
         JOIN catalog.services s ON s.id = o.service_id
         LEFT JOIN catalog.carriers k ON k.id = o.carrier_id
        WHERE o.country_code = $1 AND o.deleted_at IS NULL AND s.deleted_at IS NULL AND s.enabled
          AND ($2::text IS NULL OR o.carrier_id IS NULL OR k.code = $2)
        ORDER BY s.id, o.price_micros`,
      [country, carrier],
    );
    // Counts are filled in per request (they change with every sale); the cached list has none.
    return rows
      .map((r) => ({ _id: r.id, code: r.code, name: r.name, icon: r.icon, price: microsToDollars(Number(r.price_micros)), count: 0 }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  private async assertCountry(code: string): Promise<void> {
    const known = await this.cache.read(`country:${code}`, async () => this.dataSource.getRepository(Country).existsBy({ code, enabled: true }));
    if (!known) throw new DomainError(ErrorCode.NotFound, 'Country not found', { country: 'country' });
  }
}
