import { dollarsToMicros } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SEED_COUNTRIES, SEED_RENTAL_PERIODS, SeedCountry } from './seed-countries';
import { SEED_SERVICES, SeedService } from './seed-services';

const NONE = `'00000000-0000-0000-0000-000000000000'::uuid`;

export interface SeedReport {
  countries: number;
  carriers: number;
  services: number;
  offers: number;
  rentalPrices: number;
}

/** Rounds to whole cents, never below one cent. */
const cents = (dollars: number): number => Math.max(0.01, Math.round(dollars * 100) / 100);

/**
 * Loads the starting catalog. Only rows that do not exist yet are inserted (ON CONFLICT DO
 * NOTHING), and deleted rows are kept as deleted, so running it again never undoes an
 * administrator's change.
 */
export async function seedCatalog(
  dataSource: DataSource,
  countries: SeedCountry[] = SEED_COUNTRIES,
  services: SeedService[] = SEED_SERVICES,
): Promise<SeedReport> {
  return dataSource.transaction(async (m) => {
    const report: SeedReport = { countries: 0, carriers: 0, services: 0, offers: 0, rentalPrices: 0 };
    const runner = m.queryRunner;
    if (!runner) throw new Error('seedCatalog needs a transaction');
    // Structured results carry the affected row count: 0 when ON CONFLICT skipped the row.
    const insert = async (sql: string, params: unknown[]): Promise<number> => ((await runner.query(sql, params, true)) as { affected?: number }).affected ?? 0;

    for (const c of countries) {
      report.countries += await insert(
          `INSERT INTO catalog.countries (code, dial_prefix, name_en, name_ru, name_uk) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (code) DO NOTHING`,
          [c.code, c.dialPrefix, c.name.en, c.name.ru, c.name.uk],
        );
      for (const [code, name] of c.carriers) {
        report.carriers += await insert(`INSERT INTO catalog.carriers (id, country_code, code, name) VALUES ($1, $2, $3, $4) ON CONFLICT ON CONSTRAINT "UQ_carriers_country_code" DO NOTHING`, [
            randomUUID(), c.code, code, name,
          ]);
      }
    }
    for (const s of services) {
      report.services += await insert(
          `INSERT INTO catalog.services (id, code, name, icon, pattern, senders, call_digits) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING`,
          [randomUUID(), s.code, s.name, s.code, s.pattern ?? null, s.senders ?? [], s.callDigits ?? null],
        );
    }
    const ids: Array<{ id: string; code: string }> = await m.query(`SELECT id, code FROM catalog.services`);
    const serviceId = new Map(ids.map((r) => [r.code, r.id]));
    for (const c of countries) {
      for (const s of services) {
        report.offers += await insert(
            `INSERT INTO catalog.offers (id, service_id, country_code, carrier_id, price_micros) VALUES ($1, $2, $3, NULL, $4)
             ON CONFLICT (service_id, country_code, COALESCE(carrier_id, ${NONE})) DO NOTHING`,
            [randomUUID(), serviceId.get(s.code), c.code, dollarsToMicros(cents(s.basePrice * c.priceFactor))],
          );
      }
      for (const [hours, base] of SEED_RENTAL_PERIODS) {
        report.rentalPrices += await insert(
            `INSERT INTO catalog.rental_prices (id, country_code, service_id, period_hours, price_micros) VALUES ($1, $2, NULL, $3, $4)
             ON CONFLICT (country_code, COALESCE(service_id, ${NONE}), period_hours) DO NOTHING`,
            [randomUUID(), c.code, hours, dollarsToMicros(cents(base * c.priceFactor))],
          );
      }
    }
    return report;
  });
}
