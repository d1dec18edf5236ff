import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DeliverySortField, LedgerSortField } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUrlSort } from '../../../components/use-url-sort';
import { formatDateTime, formatDollars } from '../../../lib/format';
import { DETAIL_PAGE_SIZE, userDeliveriesQueryOptions, userLedgerQueryOptions, userTopUpsQueryOptions } from '../api/users-queries';

/** The user's top-ups, newest first (billing keeps them all; a user has few). */
export function UserTopUps({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const topUps = useQuery(userTopUpsQueryOptions(userId));
  if (!topUps.data) return <QueryState query={topUps} />;
  if (topUps.data.length === 0) return <EmptyState title={t('users.noTopUps')} />;
  return (
    <div className="table-wrap">
      <table className="table table--compact" data-testid="user-topups">
        <thead>
          <tr>
            <th scope="col">{t('users.when')}</th>
            <th scope="col">{t('users.method')}</th>
            <th scope="col">{t('users.amount')}</th>
            <th scope="col">{t('users.status')}</th>
          </tr>
        </thead>
        <tbody>
          {topUps.data.map((topUp) => (
            <tr key={topUp.topUpId}>
              <td>{formatDateTime(topUp.createdAt, i18n.language)}</td>
              <td>
                {topUp.method}
                {topUp.coin ? ` · ${topUp.coin}` : ''}
              </td>
              <td>
                {formatDollars(topUp.amount, i18n.language)}
                {topUp.fee > 0 && <span className="muted"> − {formatDollars(topUp.fee, i18n.language)}</span>}
                {topUp.cashback > 0 && <span className="muted"> + {formatDollars(topUp.cashback, i18n.language)}</span>}
              </td>
              <td>{topUp.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const LEDGER_SORTABLE = ['createdAt', 'kind', 'amount'] as const satisfies readonly LedgerSortField[];
const DELIVERY_SORTABLE = ['createdAt', 'url', 'state', 'attempts'] as const satisfies readonly DeliverySortField[];

/** The ledger's transfers touching the user's accounts, newest first unless sorted (`?ledgerSort=`), a page at a time. */
export function UserLedger({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { request, header: head } = useUrlSort(LEDGER_SORTABLE, { key: 'createdAt', dir: 'desc' }, { prefix: 'ledger', onChange: () => setPage(1) });
  const ledger = useQuery(userLedgerQueryOptions(userId, page, request));
  if (!ledger.data) return <QueryState query={ledger} />;
  if (ledger.data.items.length === 0) return <EmptyState title={t('users.noLedger')} />;
  return (
    <>
      <div className="table-wrap">
        <table className="table table--compact" data-testid="user-ledger">
          <thead>
            <tr>
              {head('createdAt', t('users.when'))}
              {head('kind', t('users.kind'))}
              {head('amount', t('users.movement'))}
              <th scope="col">{t('users.walletChange')}</th>
              <th scope="col">{t('users.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.items.map((entry) => (
              <tr key={entry._id} data-testid="ledger-entry">
                <td>{formatDateTime(entry.createdAt, i18n.language)}</td>
                <td>{entry.kind}</td>
                <td className="mono">
                  {entry.from.split(':')[0]} → {entry.to.split(':')[0]} · {formatDollars(entry.amount, i18n.language)}
                </td>
                <td className={entry.walletChange > 0 ? 'plus' : entry.walletChange < 0 ? 'minus' : ''}>
                  {entry.walletChange === 0 ? '—' : formatDollars(entry.walletChange, i18n.language)}
                </td>
                <td>{entry.reason ?? entry.reference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={ledger.data.page} limit={DETAIL_PAGE_SIZE} total={ledger.data.total} onGo={setPage} testId="ledger-pager" />
    </>
  );
}

/** What was POSTed to the user's webhook URL, and how each attempt went; sorted on the server (`?deliveriesSort=`). */
export function UserDeliveries({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { request, header: head } = useUrlSort(DELIVERY_SORTABLE, { key: 'createdAt', dir: 'desc' }, { prefix: 'deliveries', onChange: () => setPage(1) });
  const deliveries = useQuery(userDeliveriesQueryOptions(userId, page, request));
  if (!deliveries.data) return <QueryState query={deliveries} />;
  if (deliveries.data.items.length === 0) return <EmptyState title={t('users.noDeliveries')} />;
  return (
    <>
      <div className="table-wrap">
        <table className="table table--compact" data-testid="user-deliveries">
          <thead>
            <tr>
              {head('createdAt', t('users.when'))}
              {head('url', t('users.url'))}
              {head('state', t('users.status'))}
              {head('attempts', t('users.attempts'))}
            </tr>
          </thead>
          <tbody>
            {deliveries.data.items.map((delivery) => (
              <tr key={delivery._id}>
                <td>{formatDateTime(delivery.createdAt, i18n.language)}</td>
                <td className="cell-text">{delivery.url}</td>
                <td>
                  {delivery.state}
                  {delivery.lastError && <div className="error-text">{delivery.lastError}</div>}
                </td>
                <td>{delivery.attempts.map((a) => a.httpStatus ?? '×').join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={deliveries.data.page} limit={DETAIL_PAGE_SIZE} total={deliveries.data.total} onGo={setPage} testId="deliveries-pager" />
    </>
  );
}
