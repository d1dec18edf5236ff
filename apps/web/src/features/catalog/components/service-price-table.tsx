import type { ServiceOffer } from '@simrelay/api-client';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMoney } from '../../../lib/money';
import { usePopup } from '@simrelay/ui';
import { useSession } from '../../../stores/session-store';
import { useBuyNumber } from '../../activations/api/buy-number';
import { BuyError } from '../../activations/components/buy-error';
import { CURRENT_NUMBERS_ID, pickerUrl } from '../../activations/components/anchors';
import { countriesQueryOptions, servicesQueryOptions } from '../api/catalog-queries';

type LangKey = 'en' | 'ru' | 'uk';
type SortKey = 'price' | 'count';

interface Row {
  id: string;
  country: string;
  countryName: string;
  carrier: string | null;
  carrierName: string | null;
  price: number;
  count: number;
}

/**
 * One service in every country (and, where it has numbers, each carrier): price and numbers
 * available now, sortable by either, and 'Buy' on each row.
 */
export function ServicePriceTable({ service }: { service: Pick<ServiceOffer, 'code' | 'name'> }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = (['en', 'ru', 'uk'].includes(i18n.language) ? i18n.language : 'en') as LangKey;
  const money = useMoney();
  const show = usePopup((s) => s.show);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const buy = useBuyNumber();
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: 'price', ascending: true });
  const [buying, setBuying] = useState<string | null>(null);
  const countries = useQuery(countriesQueryOptions()).data ?? [];
  // The catalog answers per country (and carrier), each list cached for the picker too.
  const perCountry = useQueries({ queries: countries.map((c) => servicesQueryOptions(c.code, null)) });
  const withStock = countries.filter((c, i) => c.carriers.length > 1 && (perCountry[i]?.data?.items.find((s) => s.code === service.code)?.count ?? 0) > 0);
  const perCarrier = useQueries({ queries: withStock.flatMap((c) => c.carriers.map((k) => servicesQueryOptions(c.code, k.code))) });
  const carrierPairs = withStock.flatMap((c) => c.carriers.map((k) => ({ country: c, carrier: k })));

  const rows: Row[] = [];
  countries.forEach((c, i) => {
    const offer = perCountry[i]?.data?.items.find((s) => s.code === service.code);
    if (offer) rows.push({ id: c.code, country: c.code, countryName: c.name[lang], carrier: null, carrierName: null, price: offer.price, count: offer.count });
  });
  carrierPairs.forEach(({ country, carrier }, i) => {
    const offer = perCarrier[i]?.data?.items.find((s) => s.code === service.code);
    if (offer && offer.count > 0) {
      rows.push({ id: `${country.code}-${carrier.code}`, country: country.code, countryName: country.name[lang], carrier: carrier.code, carrierName: carrier.name, price: offer.price, count: offer.count });
    }
  });
  const direction = sort.ascending ? 1 : -1;
  rows.sort((a, b) => direction * (sort.key === 'price' ? a.price - b.price || b.count - a.count : a.count - b.count || b.price - a.price) || a.countryName.localeCompare(b.countryName, lang));
  // Carrier rows come in after the countries' answers: the table is busy until both are in.
  const loading = perCountry.some((q) => q.isPending) || perCarrier.some((q) => q.isPending);

  const sortBy = (key: SortKey) => setSort((s) => ({ key, ascending: s.key === key ? !s.ascending : key === 'price' }));
  const ariaSort = (key: SortKey) => (sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : 'none');
  const get = (row: Row) => {
    setBuying(row.id);
    buy.mutate(
      { service: service.code, country: row.country, ...(row.carrier ? { carrier: row.carrier } : {}) },
      {
        onSuccess: (activation) => {
          show('success', t('activations:buy.announce', { service: service.name, number: activation.number }));
          document.getElementById(CURRENT_NUMBERS_ID)?.scrollIntoView({ behavior: 'smooth' });
        },
        onSettled: () => setBuying(null),
      },
    );
  };

  return (
    <section className="card price-table" aria-labelledby="price-table-title" data-testid="price-table">
      <h2 id="price-table-title">{t('prices.title', { service: service.name })}</h2>
      <p className="muted">{t('prices.lead')}</p>
      {buy.isError && <BuyError error={buy.error} />}
      <div className="table-wrap">
        <table className="table price-table__table" aria-busy={loading}>
          <thead>
            <tr>
              <th scope="col">{t('prices.country')}</th>
              <th scope="col" aria-sort={ariaSort('price')}>
                <button type="button" className="sort-button" onClick={() => sortBy('price')} data-testid="sort-price">
                  {t('prices.price')} <span aria-hidden="true">{sort.key === 'price' ? (sort.ascending ? '▲' : '▼') : '↕'}</span>
                </button>
              </th>
              <th scope="col" aria-sort={ariaSort('count')}>
                <button type="button" className="sort-button" onClick={() => sortBy('count')} data-testid="sort-count">
                  {t('prices.available')} <span aria-hidden="true">{sort.key === 'count' ? (sort.ascending ? '▲' : '▼') : '↕'}</span>
                </button>
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('prices.buy')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="price-row" data-country={row.country} data-carrier={row.carrier ?? ''}>
                <td data-label={t('prices.country')}>
                  <span className="price-table__country">{row.countryName}</span>
                  <span className="price-table__carrier">{row.carrierName ?? t('picker.anyCarrier')}</span>
                </td>
                <td data-label={t('prices.price')} className="price-table__price" data-testid="price-row-price" data-value={row.price}>
                  {money(row.price)}
                </td>
                <td data-label={t('prices.available')} data-testid="price-row-count">
                  {row.count > 0 ? t('picker.available', { count: row.count }) : t('picker.none')}
                </td>
                <td>
                  {isLoggedIn ? (
                    <button type="button" className="button button--secondary" disabled={row.count === 0 || buy.isPending} onClick={() => get(row)} data-testid="price-row-buy">
                      {buying === row.id ? t('activations:buy.pending') : t('prices.buy')}
                    </button>
                  ) : (
                    <Link to={paths.login.getHref(pickerUrl)}>{t('prices.login')}</Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
