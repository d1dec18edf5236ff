import { FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@simrelay/ui';
import { QueryState } from '../../../components/query-state';
import { formatDollars } from '../../../lib/format';
import { rentalPricesQueryOptions, useSetRentalPrice } from '../api/services-queries';

/** The country's rental price table (as customers see it) and a form to set one row. */
export function RentalPrices({ country }: { country: string }) {
  const { t, i18n } = useTranslation();
  const table = useQuery(rentalPricesQueryOptions(country));
  const set = useSetRentalPrice();
  const [form, setForm] = useState({ service: '', periodHours: '24', price: '' });
  const price = Number(form.price.replace(',', '.'));
  const hours = Number(form.periodHours);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate({ country, periodHours: hours, price, ...(form.service.trim() ? { service: form.service.trim().toLowerCase() } : {}) }, { onSuccess: () => setForm({ ...form, price: '' }) });
  };
  return (
    <div className="card" data-testid="rental-prices">
      <h2 className="card__title">{t('services.rental')}</h2>
      <QueryState query={table} />
      {table.data && table.data.rows.length === 0 && <EmptyState title={t('services.noRental')} />}
      {table.data && table.data.rows.length > 0 && (
        <div className="table-wrap">
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">{t('services.service')}</th>
                <th scope="col">{t('services.period')}</th>
                <th scope="col">{t('services.price')}</th>
              </tr>
            </thead>
            <tbody>
              {table.data.rows.map((row) => (
                <tr key={`${row.service ?? '*'}-${row.periodHours}`}>
                  <td>{row.name ?? t('services.anyService')}</td>
                  <td>{t('services.hours', { count: row.periodHours })}</td>
                  <td>{formatDollars(row.price, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="toolbar" onSubmit={submit}>
        <label className="field field--inline">
          <span>{t('services.codeOrAny')}</span>
          <input value={form.service} onChange={(e) => setForm({ ...form, service: e.target.value })} className="input--short" placeholder="tg" />
        </label>
        <label className="field field--inline">
          <span>{t('services.periodHours')}</span>
          <input type="number" min={1} max={2160} value={form.periodHours} onChange={(e) => setForm({ ...form, periodHours: e.target.value })} className="input--short" />
        </label>
        <label className="field field--inline">
          <span>{t('services.price')}</span>
          <input inputMode="decimal" value={form.price} onChange={(e) => setForm({ ...form, price: e.target.value })} className="input--short" />
        </label>
        <button type="submit" className="button button--small" disabled={set.isPending || !(price > 0) || !Number.isInteger(hours)}>
          {t('services.setRental')}
        </button>
      </form>
    </div>
  );
}
