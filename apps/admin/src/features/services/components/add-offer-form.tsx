import { FormEvent, useState } from 'react';
import type { Country } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { useAddOffer } from '../api/services-queries';

/** A service offered in this country (optionally for one carrier); a new service needs its name. */
export function AddOfferForm({ country }: { country: Country }) {
  const { t } = useTranslation();
  const add = useAddOffer();
  const empty = { service: '', name: '', carrier: '', price: '' };
  const [form, setForm] = useState(empty);
  const price = Number(form.price.replace(',', '.'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        service: form.service.trim().toLowerCase(),
        country: country.code,
        price,
        ...(form.name.trim() ? { name: form.name.trim() } : {}),
        ...(form.carrier ? { carrier: form.carrier } : {}),
      },
      { onSuccess: () => setForm(empty) },
    );
  };
  return (
    <form className="toolbar card" onSubmit={submit} data-testid="add-offer">
      <h2 className="card__title">{t('services.addOffer')}</h2>
      <label className="field field--inline">
        <span>{t('services.code')}</span>
        <input value={form.service} onChange={(e) => setForm({ ...form, service: e.target.value })} placeholder="tg" className="input--short" data-testid="offer-service" />
      </label>
      <label className="field field--inline">
        <span>{t('services.nameIfNew')}</span>
        <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} placeholder="Telegram" data-testid="offer-name" />
      </label>
      <label className="field field--inline">
        <span>{t('services.carrier')}</span>
        <select value={form.carrier} onChange={(e) => setForm({ ...form, carrier: e.target.value })} data-testid="offer-carrier">
          <option value="">{t('services.anyCarrier')}</option>
          {country.carriers.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field field--inline">
        <span>{t('services.price')}</span>
        <input inputMode="decimal" value={form.price} onChange={(e) => setForm({ ...form, price: e.target.value })} placeholder="0.25" className="input--short" data-testid="offer-price" />
      </label>
      <button type="submit" className="button button--small" disabled={add.isPending || !form.service.trim() || !(price > 0)} data-testid="offer-add">
        {t('services.add')}
      </button>
    </form>
  );
}
