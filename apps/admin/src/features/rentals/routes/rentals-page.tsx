import { FormEvent, useState } from 'react';
import { RENTAL_STATES, RentalState } from '@simrelay/contracts/rental-states';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RentalsFilter } from '../api/rentals-queries';
import { RentalsTable } from '../components/rentals-table';
import { RestoreRequests } from '../components/restore-requests';
import { TopUpDue } from '../components/top-up-due';

/**
 * `rentals`: long-term rentals filtered by user, number and state (`?userId=&number=&state=`),
 * restore requests to complete (`?view=restores`) and leased SIMs due for a top-up (`?view=topup`).
 */
export function RentalsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view');
  const state = params.get('state') ?? '';
  const filter: RentalsFilter = {
    ...(params.get('userId') ? { userId: params.get('userId') as string } : {}),
    ...(params.get('number') ? { number: params.get('number') as string } : {}),
    ...(RENTAL_STATES.includes(state as RentalState) ? { state: state as RentalState } : {}),
  };
  const [draft, setDraft] = useState({ userId: filter.userId ?? '', number: filter.number ?? '', state: filter.state ?? '' });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // A new filter keeps the chosen order.
    const order = [...params].filter(([key]) => key === 'sort' || key === 'order');
    setParams(new URLSearchParams([...order, ...Object.entries(draft).filter(([, value]) => value.trim()).map(([key, value]) => [key, value.trim()])]));
  };
  const tab = (target: 'list' | 'restores' | 'topup') => () => ((view ?? 'list') === target ? 'active' : '');
  return (
    <section className="page">
      <h1 className="page__title">{t('rentals.title')}</h1>
      <nav className="tabs" aria-label={t('rentals.title')}>
        <NavLink to={paths.rentals.getHref()} className={tab('list')} end data-testid="rentals-list">
          {t('rentals.list')}
        </NavLink>
        <NavLink to={paths.rentals.getHref({ view: 'restores' })} className={tab('restores')} data-testid="rentals-restores">
          {t('rentals.restores')}
        </NavLink>
        <NavLink to={paths.rentals.getHref({ view: 'topup' })} className={tab('topup')} data-testid="rentals-topup">
          {t('rentals.topUps')}
        </NavLink>
      </nav>
      {view === 'restores' && <RestoreRequests />}
      {view === 'topup' && <TopUpDue />}
      {view !== 'restores' && view !== 'topup' && (
        <>
          <form className="toolbar" onSubmit={apply} role="search">
            <label className="field field--inline">
              <span>{t('rentals.byNumber')}</span>
              <input value={draft.number} onChange={(e) => setDraft({ ...draft, number: e.target.value })} placeholder="+447700900123" data-testid="rentals-filter-number" />
            </label>
            <label className="field field--inline">
              <span>{t('rentals.byUser')}</span>
              <input value={draft.userId} onChange={(e) => setDraft({ ...draft, userId: e.target.value })} data-testid="rentals-filter-user" />
            </label>
            <label className="field field--inline">
              <span>{t('rentals.state')}</span>
              <select value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.target.value })} data-testid="rentals-filter-state">
                <option value="">{t('rentals.anyState')}</option>
                {RENTAL_STATES.map((name) => (
                  <option key={name} value={name}>
                    {t(`rentals.states.${name}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button--small" data-testid="rentals-filter-apply">
              {t('list.apply')}
            </button>
          </form>
          <RentalsTable key={JSON.stringify(filter)} filter={filter} />
        </>
      )}
    </section>
  );
}
