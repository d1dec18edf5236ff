import '../catalog.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { formatDollars } from '../../../lib/money';
import { BuyNumberPanel } from '../../activations/components/buy-number-panel';
import { CurrentActivations } from '../../activations/components/current-activations';
import { countriesQueryOptions, servicesQueryOptions } from '../api/catalog-queries';
import { useSelection } from '../stores/selection-store';
import { CountrySelect } from './country-select';
import { useDebounced } from './use-debounced';

/** SPEC section 5: service search is in Latin letters. */
const LATIN = /^[A-Za-z0-9 .+-]*$/;

/**
 * Home page: the open numbers (when logged in), then country, carrier, a searchable list of
 * services with prices and stock; the chosen service gets its 'Get number' step.
 */
export function ServicePicker() {
  const { t, i18n } = useTranslation('catalog');
  const searchId = useId();
  const chosenId = useId();
  const chosenRef = useRef<HTMLDivElement>(null);
  const picked = useRef(false);
  const { country, carrier, selectedService, select } = useSelection();
  const [search, setSearch] = useState('');
  const latin = LATIN.test(search);
  const settled = useDebounced(latin ? search.trim() : '');
  const services = useQuery(servicesQueryOptions(country, carrier, settled));
  const countries = useQuery(countriesQueryOptions());
  const countryName = countries.data?.find((c) => c.code === country)?.name[i18n.language as 'en' | 'ru' | 'uk'] ?? country;
  const items = services.data?.items ?? [];
  const chosen = items.find((s) => s.code === selectedService);

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
            aria-invalid={!latin || undefined}
            aria-describedby={`${searchId}-hint`}
            data-testid="service-search"
          />
          <div id={`${searchId}-hint`} className={latin ? 'field__hint' : 'field__error'} role={latin ? undefined : 'alert'}>
            {t('picker.searchHint')}
          </div>
        </div>
        {services.data && !services.data.enabled && <p className="notice notice--info">{t('picker.salesPaused')}</p>}
        {services.isError && <p className="notice notice--error">{t('picker.loadError')}</p>}
        {chosen ? (
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
              {items.map((s) => (
                <li key={s.code}>
                  <button
                    type="button"
                    className={`picker__service${s.code === selectedService ? ' picker__service--selected' : ''}`}
                    aria-pressed={s.code === selectedService}
                    onClick={() => pick(s.code === selectedService ? null : s.code)}
                    data-testid={`service-${s.code}`}
                  >
                    <span className="picker__icon" aria-hidden="true">{s.name.charAt(0)}</span>
                    <span className="picker__name">{s.name}</span>
                    <span className="picker__price">{t('picker.price', { price: formatDollars(s.price, i18n.language) })}</span>
                    <span className="picker__stock">{s.count > 0 ? t('picker.available', { count: s.count }) : t('picker.none')}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
