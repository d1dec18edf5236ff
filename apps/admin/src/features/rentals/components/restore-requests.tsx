import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { EmptyState } from '@simrelay/ui';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { restoreRequestsQueryOptions, useCompleteRestore } from '../api/rentals-queries';

const SCOPES = ['waiting', 'done', 'all'] as const;
type Scope = (typeof SCOPES)[number];

/**
 * Restore-access requests: a waiting one completes by itself once its SIM reports again; an
 * operator who brought the SIM back (or knows it works) completes it here.
 */
export function RestoreRequests() {
  const { t, i18n } = useTranslation();
  const [scope, setScope] = useState<Scope>('waiting');
  const requests = useQuery(restoreRequestsQueryOptions(scope === 'all' ? undefined : scope));
  const complete = useCompleteRestore();
  return (
    <div data-testid="restore-requests">
      <div className="tabs" role="tablist">
        {SCOPES.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={scope === name} className={scope === name ? 'active' : ''} onClick={() => setScope(name)} data-testid={`restores-${name}`}>
            {t(`rentals.restoreScopes.${name}`)}
          </button>
        ))}
      </div>
      <QueryState query={requests} />
      {requests.data && requests.data.length === 0 && <EmptyState title={t('rentals.noRestores')} />}
      {requests.data && requests.data.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('rentals.requested')}</th>
                <th scope="col">{t('rentals.order')}</th>
                <th scope="col">{t('rentals.number')}</th>
                <th scope="col">{t('rentals.user')}</th>
                <th scope="col">{t('rentals.state')}</th>
                <th scope="col">{t('list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((request) => (
                <tr key={request._id} data-testid="restore-row" data-rental={request.rentalId}>
                  <td>{formatDateTime(request.createdAt, i18n.language)}</td>
                  <td className="mono">{request.orderNumber}</td>
                  <td>{request.number ?? '—'}</td>
                  <td>
                    <Link to={paths.rentals.getHref({ userId: request.userId })} className="mono">
                      {request.userId.slice(0, 8)}
                    </Link>
                  </td>
                  <td data-testid="restore-state">
                    {request.state === 'waiting'
                      ? t('rentals.restoreStates.waiting')
                      : t(`rentals.restoreStates.${request.doneBy ?? 'online'}`, { when: formatDateTime(request.doneAt, i18n.language) })}
                  </td>
                  <td>
                    {request.state === 'waiting' && (
                      <button type="button" className="button button--small" disabled={complete.isPending} onClick={() => complete.mutate(request._id)} data-testid="complete-restore">
                        {t('rentals.complete')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
