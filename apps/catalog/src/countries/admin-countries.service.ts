import { Injectable } from '@nestjs/common';
import { CountryView, DomainError, ErrorCode, UpsertCarrierCommand, UpsertCountryCommand } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CatalogCache } from '../cache/catalog-cache';
import { Carrier } from './carrier.entity';
import { Country } from './country.entity';
import { CountriesService } from './countries.service';

/** Administrators add and change countries and carriers; lists follow at once. */
@Injectable()
export class AdminCountriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: CatalogCache,
    private readonly countries: CountriesService,
  ) {}

  async upsertCountry(cmd: UpsertCountryCommand): Promise<CountryView> {
    await this.dataSource.getRepository(Country).upsert(
      { code: cmd.code, dialPrefix: cmd.dialPrefix, nameEn: cmd.name.en, nameRu: cmd.name.ru, nameUk: cmd.name.uk, enabled: cmd.enabled ?? true },
      ['code'],
    );
    return this.view(cmd.code);
  }

  async upsertCarrier(cmd: UpsertCarrierCommand): Promise<CountryView> {
    if (!(await this.dataSource.getRepository(Country).existsBy({ code: cmd.country }))) {
      throw new DomainError(ErrorCode.NotFound, 'Country not found', { country: 'country' });
    }
    await this.dataSource.query(
      `INSERT INTO catalog.carriers (id, country_code, code, name) VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT "UQ_carriers_country_code" DO UPDATE SET name = EXCLUDED.name`,
      [randomUUID(), cmd.country, cmd.code, cmd.name],
    );
    return this.view(cmd.country);
  }

  /** The country as the public list shows it (a disabled one is read straight from its row). */
  private async view(code: string): Promise<CountryView> {
    await this.cache.invalidate();
    const listed = (await this.countries.list()).find((c) => c.code === code);
    if (listed) return listed;
    const row = await this.dataSource.getRepository(Country).findOneByOrFail({ code });
    const carriers = await this.dataSource.getRepository(Carrier).find({ where: { countryCode: code }, order: { name: 'ASC' } });
    return { code, dialPrefix: row.dialPrefix, name: { en: row.nameEn, ru: row.nameRu, uk: row.nameUk }, carriers: carriers.map((k) => ({ code: k.code, name: k.name })) };
  }
}
