import { Injectable } from '@nestjs/common';
import type { CountryView, ServicesPage } from '@simrelay/contracts';
import { CatalogClient } from '../../catalog/catalog.client';
import { refuse, SmsActivateAnswer } from './sms-activate-answers';
import { countryId, countryKey, countryOf } from './sms-activate-countries';
import type { SmsActivateQuery } from './sms-activate-query';

const SERVICE = /^[a-z0-9]{2,12}$/;
const CARRIER = /^[a-z0-9-]{2,32}$/;

/** `operator=any`, none, or a comma list of carrier codes; WRONG_OPERATOR for anything else. */
export function carriersOf(query: SmsActivateQuery): string[] {
  const listed = (query.operator ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  if (listed.length === 0 || listed.includes('any')) return [];
  if (listed.length > 10 || !listed.every((c) => CARRIER.test(c))) throw refuse('WRONG_OPERATOR');
  return listed;
}

/** The country named by its numeric id (or ISO code); `fallback` when none is given. */
export function countryParam(query: SmsActivateQuery, token: string, fallback?: string): string {
  const iso = countryOf(query.country ?? fallback ?? '');
  if (!iso) throw refuse(token);
  return iso;
}

export function serviceParam(query: SmsActivateQuery): string {
  if (!query.service || !SERVICE.test(query.service)) throw refuse('BAD_SERVICE');
  return query.service;
}

/** What is on sale, in its shapes: countries, services, operators, prices and counts. */
@Injectable()
export class SmsActivateCatalog {
  constructor(private readonly catalog: CatalogClient) {}

  /** `{"16": {"id": 16, "rus": ..., "eng": ..., "chn": ..., "visible": 1, "retry": 1, "rent": 0, "multiService": 0}}`. */
  async countries(): Promise<SmsActivateAnswer> {
    return Object.fromEntries(
      (await this.catalog.countries()).map((c) => [
        countryKey(c.code),
        // No Chinese names in our catalog: English stands in. Every country has rental prices.
        { id: countryId(c.code), rus: c.name.ru, eng: c.name.en, chn: c.name.en, visible: 1, retry: 1, rent: 1, multiService: 0 },
      ]),
    );
  }

  /** `{"status": "success", "services": [{"code": "tg", "name": "Telegram"}]}`: a country's, or every country's. */
  async services(query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const pages = query.country === undefined ? await this.allPages() : [await this.page(countryParam(query, 'WRONG_COUNTRY_ID'))];
    const names = new Map(pages.flatMap((page) => page.items.map((offer) => [offer.code, offer.name] as const)));
    return { status: 'success', services: [...names].sort(([a], [b]) => a.localeCompare(b)).map(([code, name]) => ({ code, name })) };
  }

  /** `{"status": "success", "countryOperators": {"16": ["ee", "o2"]}}`; OPERATORS_NOT_FOUND in its JSON error shape. */
  async operators(query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const countries = await this.catalog.countries();
    const wanted = query.country === undefined ? countries : countries.filter((c) => c.code === countryParam(query, 'WRONG_COUNTRY_ID'));
    const withCarriers = wanted.filter((c) => c.carriers.length > 0);
    if (withCarriers.length === 0) throw refuse({ status: 'error', error: 'OPERATORS_NOT_FOUND' });
    return { status: 'success', countryOperators: Object.fromEntries(withCarriers.map((c) => [countryKey(c.code), c.carriers.map((x) => x.code)])) };
  }

  /**
   * `getNumbersStatus`: numbers available per service, under both of its key forms (the older
   * `tg_0`, "without forwarding", and the plain `tg`), as strings.
   */
  async counts(query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const country = countryParam(query, 'WRONG_COUNTRY_ID', '0');
    const carriers = carriersOf(query);
    const pages = carriers.length ? await Promise.all(carriers.map((carrier) => this.page(country, carrier))) : [await this.page(country)];
    const counts = new Map<string, number>();
    for (const offer of pages.flatMap((page) => page.items)) counts.set(offer.code, (counts.get(offer.code) ?? 0) + offer.count);
    return Object.fromEntries([...counts].flatMap(([code, count]) => [[`${code}_0`, String(count)], [code, String(count)]]));
  }

  /** `{"16": {"tg": {"cost": 0.35, "count": 12, "physicalCount": 12}}}`: what is in stock, one country or all, one service or all. */
  async prices(query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const service = query.service === undefined ? undefined : serviceParam(query);
    const pages = query.country === undefined ? await this.allPages() : [await this.page(countryParam(query, 'WRONG_COUNTRY_ID'))];
    const byCountry = pages.map((page) => {
      const offers = page.items.filter((offer) => offer.count > 0 && (!service || offer.code === service));
      return [countryKey(page.country), Object.fromEntries(offers.map((o) => [o.code, { cost: o.price, count: o.count, physicalCount: o.count }]))] as const;
    });
    return Object.fromEntries(byCountry.filter(([, offers]) => Object.keys(offers).length > 0));
  }

  /**
   * `getTopCountriesByService`: the countries selling a service, most numbers first:
   * `{"0": {"country": 16, "count": 12, "price": 0.35, "retail_price": 0.35}}`, and with
   * `freePrice=true` the price-to-count ladder (one price per country here).
   */
  async topCountries(query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const service = serviceParam(query);
    const freePrice = query.freePrice === 'true' || query.freePrice === '1';
    const offers = (await this.allPages())
      .flatMap((page) => page.items.filter((o) => o.code === service).map((o) => ({ country: page.country, count: o.count, price: o.price })))
      .sort((a, b) => b.count - a.count || a.price - b.price);
    if (offers.length === 0) throw refuse('BAD_SERVICE');
    return Object.fromEntries(
      offers.map((o, i) => [
        String(i),
        {
          country: countryId(o.country), count: o.count, price: o.price, retail_price: o.price,
          ...(freePrice ? { freePriceMap: { [o.price.toFixed(2)]: o.count } } : {}),
        },
      ]),
    );
  }

  /** Country names for the activation lists, by ISO code. */
  async countryNames(): Promise<Map<string, CountryView['name']>> {
    return new Map((await this.catalog.countries()).map((c) => [c.code, c.name]));
  }

  private page(country: string, carrier?: string): Promise<ServicesPage> {
    return this.catalog.services({ country, ...(carrier ? { carrier } : {}) });
  }

  private async allPages(): Promise<ServicesPage[]> {
    const countries = await this.catalog.countries();
    return Promise.all(countries.map((c) => this.page(c.code)));
  }
}
