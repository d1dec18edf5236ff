import { useQuery } from '@tanstack/react-query';
import type { Lang } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@simrelay/ui';
import { QueryState } from '../../../components/query-state';
import { countriesQueryOptions, servicesQueryOptions } from '../api/services-queries';
import { AddOfferForm } from '../components/add-offer-form';
import { ModesCard } from '../components/modes-card';
import { OffersTable } from '../components/offers-table';
import { RentalPrices } from '../components/rental-prices';
import { ServiceBansForm } from '../components/service-bans-form';

/** `services`: per country the offers and their prices and code rules, rental prices, and the switches. */
export function ServicesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const countries = useQuery(countriesQueryOptions());
  const code = params.get('country') ?? countries.data?.[0]?.code ?? '';
  const country = countries.data?.find((c) => c.code === code);
  const services = useQuery(servicesQueryOptions(code));
  return (
    <section className="page">
      <h1 className="page__title">{t('services.title')}</h1>
      <ModesCard salesEnabled={services.data?.enabled} />
      <div className="toolbar">
        <label className="field field--inline">
          <span>{t('services.country')}</span>
          <select value={code} onChange={(e) => setParams({ country: e.target.value })} data-testid="services-country">
            {countries.data?.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name[i18n.language as Lang] ?? c.name.en} ({c.code})
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState query={countries} />
      {country && <AddOfferForm country={country} />}
      {code && <QueryState query={services} />}
      {services.data && services.data.items.length === 0 && <EmptyState title={t('services.empty')} />}
      {services.data && services.data.items.length > 0 && <OffersTable offers={services.data.items} />}
      {code && <RentalPrices country={code} />}
      <ServiceBansForm />
    </section>
  );
}
