import { Injectable } from '@nestjs/common';
import { CountryView } from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { CatalogCache } from '../cache/catalog-cache';
import { Carrier } from './carrier.entity';
import { Country } from './country.entity';

@Injectable()
export class CountriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: CatalogCache,
  ) {}

  list(): Promise<CountryView[]> {
    return this.cache.read('countries', async () => {
      const [countries, carriers] = await Promise.all([
        this.dataSource.getRepository(Country).find({ where: { enabled: true }, order: { nameEn: 'ASC' } }),
        this.dataSource.getRepository(Carrier).find({ order: { name: 'ASC' } }),
      ]);
      return countries.map((c) => ({
        code: c.code,
        dialPrefix: c.dialPrefix,
        name: { en: c.nameEn, ru: c.nameRu, uk: c.nameUk },
        carriers: carriers.filter((k) => k.countryCode === c.code).map((k) => ({ code: k.code, name: k.name })),
      }));
    });
  }
}
