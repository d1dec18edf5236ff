import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminActivationSortField } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUrlSort } from '../../../components/use-url-sort';
import { formatDateTime, formatDollars } from '../../../lib/format';
import { ACTIVATIONS_PAGE_SIZE, ActivationsFilter, activationsQueryOptions, useRemoveActivation } from '../api/activations-queries';

const SORTABLE = ['createdAt', 'number', 'service', 'price', 'status', 'executor'] as const satisfies readonly AdminActivationSortField[];

/**
 * Activations matching a filter, newest first unless sorted (`?sort=&order=`; inside another
 * page's list, `sortPrefix` keeps the two apart), a page at a time from the server.
 */
export function ActivationsTable({ filter, sortPrefix }: { filter: ActivationsFilter; sortPrefix?: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { request, header } = useUrlSort(SORTABLE, { key: 'createdAt', dir: 'desc' }, { ...(sortPrefix ? { prefix: sortPrefix } : {}), onChange: () => setPage(1) });
  const activations = useQuery(activationsQueryOptions(filter, page, request));
  const remove = useRemoveActivation();
  const data = activations.data;
  return (
    <div data-testid="activations">
      <QueryState query={activations} />
      {data && data.items.length === 0 && <EmptyState title={t('activations.empty')} />}
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  {header('createdAt', t('activations.created'))}
                  {header('number', t('activations.number'))}
                  {header('service', t('activations.service'))}
                  {header('price', t('activations.price'))}
                  {header('status', t('activations.status'))}
                  <th scope="col">{t('activations.user')}</th>
                  {header('executor', t('activations.executor'))}
                  <th scope="col">{t('list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((a) => (
                  <tr key={a._id} data-testid="activation-row" data-id={a._id}>
                    <td>{formatDateTime(a.createdAt, i18n.language)}</td>
                    <td>
                      <Link to={paths.activationsByNumber.getHref(a.number)}>{a.number}</Link>
                    </td>
                    <td>
                      {a.service} · {a.country}
                      {a.carrier ? ` · ${a.carrier}` : ''}
                    </td>
                    <td>{formatDollars(a.price, i18n.language)}</td>
                    <td>
                      <span className={`status status--${a.status}`} data-testid="activation-status">
                        {t(`activations.statuses.${a.status}`)}
                      </span>
                    </td>
                    <td>
                      <Link to={paths.activationsByUser.getHref(a.userId)} className="mono">
                        {a.userId.slice(0, 8)}
                      </Link>
                    </td>
                    <td>{a.executor ? <Link to={paths.activations.getHref(a.executor)}>{a.executor}</Link> : '—'}</td>
                    <td className="row">
                      <Link to={paths.activationMessages.getHref(a._id)} className="button button--secondary button--small">
                        {t('activations.messages', { count: a.messages.length })}
                      </Link>
                      <ConfirmButton
                        label={t('activations.remove')}
                        question={t('activations.removeQuestion', { number: a.number })}
                        disabled={a.status === 'removed' || remove.isPending}
                        onConfirm={() => remove.mutate(a._id)}
                        testId="remove-activation"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} limit={ACTIVATIONS_PAGE_SIZE} total={data.total} onGo={setPage} testId="activations-pager" />
        </>
      )}
    </div>
  );
}
