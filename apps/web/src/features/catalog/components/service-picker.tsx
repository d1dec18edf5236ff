import '../catalog.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@simrelay/ui';
import { useMoney } from '../../../lib/money';
import { useSession } from '../../../stores/session-store';
import { BuyNumberPanel } from '../../activations/components/buy-number-panel';
import { CurrentActivations } from '../../activations/components/current-activations';
import { countriesQueryOptions, servicesQueryOptions } from '../api/catalog-queries';
import { matchesService } from '../lib/service-search';
import { orderServices } from '../lib/service-order';
import { favouritesOf, useFavourites } from '../stores/favourites-store';
import { useSelection } from '../stores/selection-store';
import { CountrySelect } from './country-select';
import { ServiceIcon } from './service-icon';
import { ServicePriceTable } from './service-price-table';
import { useCountry } from './use-country';

/**
 * Home page: the open numbers (when logged in), then country, carrier, a searchable list of
 * services (starred first, then the popular ones, then the rest) with prices and stock; the
 * chosen service gets its 'Get number' step and its prices in every country.
 */
export function ServicePicker() {
  const { t, i18n } = useTranslation('catalog');
  const money = useMoney();
  const searchId = useId();
  const chosenId = useId();
  const chosenRef = useRef<HTMLDivElement>(null);
  const picked = useRef(false);
  const { carrier, selectedService, select } = useSelection();
  const country = useCountry();
  const account = useSession((s) => s._id) ?? 'guest';
  const favourites = useFavourites((s) => favouritesOf(s, account));
  const toggleFavourite = useFavourites((s) => s.toggle);
  const [search, setSearch] = useState('');
  // The whole list is loaded once per country and carrier; the search runs here, in any alphabet.
  const services = useQuery(servicesQueryOptions(country, carrier));
  const countries = useQuery(countriesQueryOptions());
  const countryName = countries.data?.find((c) => c.code === country)?.name[i18n.language as 'en' | 'ru' | 'uk'] ?? country;
  const all = services.data?.items ?? [];
  const items = orderServices(all.filter((s) => matchesService(s, search)), favourites, i18n.language);
  const chosen = all.find((s) => s.code === selectedService);

  // Choosing in the list (not restoring an old choice) brings its 'Get number' step into view.
  useEffect(() => {
    if (picked.current && selectedService) chosenRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    picked.current = false;
  }, [selectedService]);
  const pick = (code: string | null) => {
    picked.current = true;
    select(code);
  };

  return (
    <>
      <CurrentActivations />
      <section className="picker card" aria-labelledby="picker-title" data-testid="service-picker">
        <h2 id="picker-title">{t('picker.title')}</h2>
        <CountrySelect withCarrier />
        <div className="field">
          <label htmlFor={searchId}>{t('picker.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('picker.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
            aria-describedby={`${searchId}-hint`}
            data-testid="service-search"
          />
          <div id={`${searchId}-hint`} className="field__hint">
            {t('picker.searchHint')}
          </div>
        </div>
        {services.data && !services.data.enabled && <p className="notice notice--info">{t('picker.salesPaused')}</p>}
        {services.isError && <p className="notice notice--error">{t('picker.loadError')}</p>}
        {chosen && country ? (
          <div className="picker__chosen" ref={chosenRef} data-testid="picker-selected">
            <strong id={chosenId}>{t('picker.selected', { service: chosen.name, country: countryName })}</strong>
            <BuyNumberPanel
              key={`${country}-${carrier ?? ''}-${chosen.code}`}
              choice={{ service: chosen, country, carrier }}
              salesOpen={services.data?.enabled !== false}
              describedBy={chosenId}
            />
          </div>
        ) : (
          <EmptyState title={t('common:empty.nothingChosen')} />
        )}
        {services.isError ? null : services.data && items.length === 0 ? (
          <EmptyState title={t('common:empty.nothingFound')} />
        ) : (
          <>
            <p className="muted picker__count">{t('picker.count', { count: items.length })}</p>
            <ul className="picker__list" aria-busy={services.isFetching}>
              {items.map((s, i) => (
                <li key={s.code} className={i > 0 && items[i - 1].group !== s.group ? 'picker__item picker__item--group-start' : 'picker__item'} data-group={s.group}>
                  <button
                    type="button"
                    className={`picker__service${s.code === selectedService ? ' picker__service--selected' : ''}`}
                    aria-pressed={s.code === selectedService}
                    onClick={() => pick(s.code === selectedService ? null : s.code)}
                    data-testid={`service-${s.code}`}
                  >
                    <ServiceIcon code={s.code} name={s.name} className="picker__icon" />
                    <span className="picker__name">{s.name}</span>
                    <span className="picker__price">{t('picker.price', { price: money(s.price) })}</span>
                    <span className={`picker__stock${s.count === 0 ? ' picker__stock--none' : ''}`}>{s.count > 0 ? t('picker.available', { count: s.count }) : t('picker.none')}</span>
                  </button>
                  <button
                    type="button"
                    className="picker__star"
                    aria-pressed={favourites.includes(s.code)}
                    aria-label={favourites.includes(s.code) ? t('picker.unstar', { service: s.name }) : t('picker.star', { service: s.name })}
                    title={favourites.includes(s.code) ? t('picker.unstar', { service: s.name }) : t('picker.star', { service: s.name })}
                    onClick={() => toggleFavourite(account, s.code)}
                    data-testid={`star-${s.code}`}
                  >
                    {favourites.includes(s.code) ? '★' : '☆'}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {chosen && <ServicePriceTable service={chosen} />}
    </>
  );
}
