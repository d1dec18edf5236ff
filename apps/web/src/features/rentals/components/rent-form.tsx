import '../rentals.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMoney } from '../../../lib/money';
import { useSession } from '../../../stores/session-store';
import { rentalQueryOptions, servicesQueryOptions } from '../../catalog/api/catalog-queries';
import { CountrySelect } from '../../catalog/components/country-select';
import { useCountry } from '../../catalog/components/use-country';
import { useSelection } from '../../catalog/stores/selection-store';
import { periodsOf, rentalPriceOf } from '../api/rental-prices';
import { useRentNumber } from '../api/rent-number';
import { RentError } from './rent-error';
import { usePeriodLabel } from './use-period-label';

/**
 * /rent: a number for a period. Country and carrier, one service or any, the period with its
 * price (the default period first), then Rent; the rented number appears below.
 */
export function RentForm() {
  const { t, i18n } = useTranslation('rentals');
  const money = useMoney();
  const periodLabel = usePeriodLabel();
  const serviceId = useId();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const country = useCountry();
  const carrier = useSelection((s) => s.carrier);
  const table = useQuery(rentalQueryOptions(country));
  const services = useQuery(servicesQueryOptions(country, null));
  const [service, setService] = useState<string>('');
  const [period, setPeriod] = useState<number | null>(null);
  const rent = useRentNumber();
  const periods = table.data ? periodsOf(table.data) : [];
  const chosenPeriod = period !== null && periods.includes(period) ? period : (periods[0] ?? null);
  const price = table.data && chosenPeriod !== null ? rentalPriceOf(table.data, service || null, chosenPeriod) : null;
  const names = [...(services.data?.items ?? [])].sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const serviceName = service ? (names.find((s) => s.code === service)?.name ?? service) : t('anyService');

  // Another country has other prices and periods: start from its default period.
  useEffect(() => setPeriod(null), [country]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!country || chosenPeriod === null) return;
    rent.mutate({ country, periodHours: chosenPeriod, ...(carrier ? { carrier } : {}), ...(service ? { service } : {}) });
  };

  return (
    <form className="card rent" onSubmit={submit} aria-labelledby="rent-form-title" data-testid="rent-form">
      <h2 id="rent-form-title">{t('form.title')}</h2>
      <CountrySelect withCarrier />
      <div className="field">
        <label htmlFor={serviceId}>{t('form.service')}</label>
        <select id={serviceId} value={service} onChange={(e) => setService(e.target.value)} data-testid="rent-service">
          <option value="">{t('anyService')}</option>
          {names.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
        <div className="field__hint">{service ? t('form.oneServiceHint', { service: serviceName }) : t('form.anyServiceHint')}</div>
      </div>
      <fieldset className="rent__periods">
        <legend>{t('form.period')}</legend>
        {table.isError && <p className="notice notice--error">{t('catalog:picker.loadError')}</p>}
        {table.data && periods.length === 0 && <p className="muted">{t('form.noPrices')}</p>}
        {periods.map((hours) => {
          const p = table.data ? rentalPriceOf(table.data, service || null, hours) : null;
          return (
            <label key={hours} className={`rent__period${hours === chosenPeriod ? ' rent__period--chosen' : ''}`}>
              <input type="radio" name="period" value={hours} checked={hours === chosenPeriod} onChange={() => setPeriod(hours)} data-testid={`rent-period-${hours}`} />
              <span className="rent__period-name">{periodLabel(hours)}</span>
              {p !== null && <span className="rent__period-price">{money(p)}</span>}
              {hours === table.data?.defaultPeriodHours && <span className="rent__period-tag">{t('form.default')}</span>}
            </label>
          );
        })}
      </fieldset>
      {price !== null && chosenPeriod !== null && (
        <p className="rent__total" data-testid="rent-total">
          {t('form.total', { price: money(price), period: periodLabel(chosenPeriod), service: serviceName })}
        </p>
      )}
      <p className="muted rent__terms">{t('form.terms')}</p>
      {isLoggedIn ? (
        <button type="submit" className="button" disabled={rent.isPending || price === null} data-testid="rent-submit">
          {rent.isPending ? t('form.pending') : price !== null ? t('form.submit', { price: money(price) }) : t('form.submitPlain')}
        </button>
      ) : (
        <div className="rent__actions">
          <Link className="button" to={paths.login.getHref(paths.rent.getHref())}>
            {t('form.login')}
          </Link>
          <Link to={paths.register.getHref()}>{t('form.register')}</Link>
        </div>
      )}
      {rent.isError && <RentError error={rent.error} />}
      {rent.isSuccess && (
        <div className="rent__done" role="status" data-testid="rent-done">
          <strong>{t('form.done', { number: rent.data.number ?? '' })}</strong>
          <Link to={paths.profileRental.getHref()}>{t('form.toRentals')}</Link>
        </div>
      )}
    </form>
  );
}
