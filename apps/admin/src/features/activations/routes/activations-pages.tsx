import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ActivationsTable } from '../components/activations-table';

/** `activations`: every activation, or those of a number, a user or an executor (agent). */
export function ActivationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = { number: params.get('number') ?? '', userId: params.get('userId') ?? '', executor: params.get('executor') ?? '' };
  const [draft, setDraft] = useState(filter);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // A new filter keeps the chosen order.
    const next = new URLSearchParams([...params].filter(([key]) => key === 'sort' || key === 'order'));
    for (const [key, value] of Object.entries(draft)) if (value.trim()) next.set(key, value.trim());
    setParams(next);
  };
  const active = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  return (
    <section className="page">
      <h1 className="page__title">{t('activations.title')}</h1>
      <form className="toolbar" onSubmit={apply} role="search">
        <label className="field field--inline">
          <span>{t('activations.byNumber')}</span>
          <input value={draft.number} onChange={(e) => setDraft({ ...draft, number: e.target.value })} placeholder="+447700900123" data-testid="filter-number" />
        </label>
        <label className="field field--inline">
          <span>{t('activations.byUser')}</span>
          <input value={draft.userId} onChange={(e) => setDraft({ ...draft, userId: e.target.value })} data-testid="filter-user" />
        </label>
        <label className="field field--inline">
          <span>{t('activations.byExecutor')}</span>
          <input value={draft.executor} onChange={(e) => setDraft({ ...draft, executor: e.target.value })} data-testid="filter-executor" />
        </label>
        <button type="submit" className="button button--small" data-testid="filter-apply">
          {t('list.apply')}
        </button>
      </form>
      <ActivationsTable key={JSON.stringify(active)} filter={active} />
    </section>
  );
}

/** `activations/user/:userId`. */
export function UserActivationsPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  return (
    <section className="page">
      <p>
        <Link to={paths.activations.getHref()}>← {t('activations.title')}</Link>
      </p>
      <h1 className="page__title">{t('activations.ofUser', { userId })}</h1>
      <ActivationsTable key={userId} filter={{ userId }} />
    </section>
  );
}

/** `activations/:number`. */
export function NumberActivationsPage() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  return (
    <section className="page">
      <p>
        <Link to={paths.activations.getHref()}>← {t('activations.title')}</Link>
      </p>
      <h1 className="page__title">{t('activations.ofNumber', { number })}</h1>
      <ActivationsTable key={number} filter={{ number }} />
    </section>
  );
}
