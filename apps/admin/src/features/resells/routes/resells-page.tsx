import { FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ResellSortField } from '@simrelay/api-client';
import { RESELL_STATES, ResellState } from '@simrelay/contracts/executor-states';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUrlSort } from '../../../components/use-url-sort';
import { paths } from '../../../config/paths';
import { formatDateTime, formatDollars } from '../../../lib/format';
import { executorsQueryOptions } from '../../executors/api/executors-queries';
import { RESELLS_PAGE_SIZE, ResellsFilter, resellsQueryOptions, useRemoveResell } from '../api/resells-queries';

/** Still being settled with the provider, or done with: nothing more to cancel. */
const SORTABLE = ['createdAt', 'number', 'service', 'cost', 'price', 'state'] as const satisfies readonly ResellSortField[];

const REMOVABLE = new Set<ResellState>(['waiting', 'received', 'finishing', 'cancelling', 'finished', 'cancelled', 'late']);

/**
 * `resells`: numbers bought from upstream executors, filtered by executor and state
 * (`?executor=&state=`), newest first unless sorted (`?sort=&order=`); each can be cancelled
 * upstream and removed.
 */
export function ResellsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const filter: ResellsFilter = {
    ...(params.get('executor') ? { executor: params.get('executor') as string } : {}),
    ...(RESELL_STATES.includes(state as ResellState) ? { state: state as ResellState } : {}),
  };
  const [draft, setDraft] = useState({ executor: filter.executor ?? '', state: filter.state ?? '' });
  const [page, setPage] = useState(1);
  const executors = useQuery(executorsQueryOptions());
  const { request, header } = useUrlSort(SORTABLE, { key: 'createdAt', dir: 'desc' }, { onChange: () => setPage(1) });
  const resells = useQuery(resellsQueryOptions(filter, page, request));
  const remove = useRemoveResell();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    // A new filter keeps the chosen order.
    const order = [...params].filter(([key]) => key === 'sort' || key === 'order');
    setParams(new URLSearchParams([...order, ...Object.entries(draft).filter(([, value]) => value)]));
  };
  const data = resells.data;
  return (
    <section className="page">
      <h1 className="page__title">{t('partners.resells.title')}</h1>
      <p className="muted">{t('partners.resells.intro')}</p>
      <form className="toolbar" onSubmit={apply} role="search">
        <label className="field field--inline">
          <span>{t('partners.resells.executor')}</span>
          <select value={draft.executor} onChange={(e) => setDraft({ ...draft, executor: e.target.value })} data-testid="resells-filter-executor">
            <option value="">{t('partners.resells.anyExecutor')}</option>
            {(executors.data ?? []).map((executor) => (
              <option key={executor._id} value={executor.name}>
                {executor.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--inline">
          <span>{t('partners.resells.state')}</span>
          <select value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.target.value })} data-testid="resells-filter-state">
            <option value="">{t('partners.resells.anyState')}</option>
            {RESELL_STATES.map((name) => (
              <option key={name} value={name}>
                {t(`partners.resells.states.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--small" data-testid="resells-filter-apply">
          {t('list.apply')}
        </button>
      </form>
      <QueryState query={resells} />
      {data && data.items.length === 0 && (
        <EmptyState title={t('partners.resells.empty')}>
          <p className="muted">{t('partners.resells.emptyHint')}</p>
        </EmptyState>
      )}
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="table" data-testid="resells">
              <thead>
                <tr>
                  {header('createdAt', t('partners.resells.bought'))}
                  <th scope="col">{t('partners.resells.executor')}</th>
                  {header('number', t('partners.resells.number'))}
                  {header('service', t('partners.resells.service'))}
                  {header('cost', t('partners.resells.cost'))}
                  {header('price', t('partners.resells.price'))}
                  {header('state', t('partners.resells.state'))}
                  <th scope="col">{t('list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((resell) => (
                  <tr key={resell._id} data-testid="resell-row" data-id={resell._id} data-executor={resell.executor} data-state={resell.state}>
                    <td>{formatDateTime(resell.createdAt, i18n.language)}</td>
                    <td>
                      <strong>{resell.executor}</strong>
                      <div className="mono muted">{resell.upstreamId}</div>
                    </td>
                    <td>{resell.number}</td>
                    <td>
                      {resell.service} · {resell.country}
                    </td>
                    <td>{formatDollars(resell.cost, i18n.language)}</td>
                    <td>{formatDollars(resell.price, i18n.language)}</td>
                    <td>
                      <span className="badge badge--info" data-testid="resell-state">
                        {t(`partners.resells.states.${resell.state}`)}
                      </span>
                      {resell.code && <div className="mono">{resell.code}</div>}
                      {resell.lateCode && <div className="muted">{t('partners.resells.lateCode', { code: resell.lateCode })}</div>}
                      {resell.removeRequested && resell.state !== 'removed' && <div className="muted">{t('partners.resells.removeRequested')}</div>}
                      {resell.lastError && <div className="error-text">{resell.lastError}</div>}
                    </td>
                    <td className="row">
                      {resell.activationId && (
                        <Link to={paths.activationMessages.getHref(resell.activationId)} className="button button--secondary button--small">
                          {t('partners.resells.activation')}
                        </Link>
                      )}
                      <ConfirmButton
                        label={t('partners.resells.remove')}
                        question={t('partners.resells.removeQuestion', { number: resell.number, executor: resell.executor })}
                        disabled={!REMOVABLE.has(resell.state) || resell.removeRequested || remove.isPending}
                        onConfirm={() => remove.mutate(resell._id)}
                        testId="remove-resell"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} limit={RESELLS_PAGE_SIZE} total={data.total} onGo={setPage} testId="resells-pager" />
        </>
      )}
    </section>
  );
}
