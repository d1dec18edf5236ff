import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminRentalSortField } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState } from '@simrelay/ui';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUrlSort } from '../../../components/use-url-sort';
import { formatDateTime, formatDollars } from '../../../lib/format';
import { RENTALS_PAGE_SIZE, RentalsFilter, rentalsQueryOptions, useEndRental } from '../api/rentals-queries';
import { HOLDS_SIM, RentalState } from './rental-state';

const SORTABLE = ['orderNumber', 'number', 'service', 'state', 'startedAt'] as const satisfies readonly AdminRentalSortField[];

/**
 * Rentals matching a filter, newest first unless sorted (`?sort=&order=`; inside another page's
 * list, `sortPrefix` keeps the two apart), a page at a time from the server; each can be ended.
 */
export function RentalsTable({ filter, sortPrefix }: { filter: RentalsFilter; sortPrefix?: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { request, header } = useUrlSort(SORTABLE, { key: 'orderNumber', dir: 'desc' }, { ...(sortPrefix ? { prefix: sortPrefix } : {}), onChange: () => setPage(1) });
  const rentals = useQuery(rentalsQueryOptions(filter, page, request));
  const end = useEndRental();
  const data = rentals.data;
  return (
    <div data-testid="rentals">
      <QueryState query={rentals} />
      {data && data.items.length === 0 && <EmptyState title={t('rentals.empty')} />}
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  {header('orderNumber', t('rentals.order'))}
                  {header('number', t('rentals.number'))}
                  {header('service', t('rentals.service'))}
                  {header('state', t('rentals.state'))}
                  {header('startedAt', t('rentals.period'))}
                  <th scope="col">{t('rentals.paid')}</th>
                  <th scope="col">{t('rentals.user')}</th>
                  <th scope="col">{t('list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((rental) => (
                  <tr key={rental._id} data-testid="rental-row" data-id={rental._id} data-number={rental.number ?? ''}>
                    <td className="mono">{rental.orderNumber}</td>
                    <td>{rental.number ? <Link to={paths.rentals.getHref({ number: rental.number })}>{rental.number}</Link> : '—'}</td>
                    <td>
                      {rental.service ?? t('rentals.anyService')} · {rental.country}
                      {rental.carrier ? ` · ${rental.carrier}` : ''}
                    </td>
                    <td>
                      <RentalState rental={rental} />
                    </td>
                    <td>
                      {formatDateTime(rental.startedAt, i18n.language)} → {formatDateTime(rental.endsAt, i18n.language)}
                      {rental.reservedUntil && <div className="muted">{t('rentals.reservedUntil', { when: formatDateTime(rental.reservedUntil, i18n.language) })}</div>}
                    </td>
                    <td>{formatDollars(rental.paid, i18n.language)}</td>
                    <td>
                      <Link to={paths.rentals.getHref({ userId: rental.userId })} className="mono">
                        {rental.userId.slice(0, 8)}
                      </Link>
                    </td>
                    <td>
                      <ConfirmButton
                        label={t('rentals.end')}
                        question={t('rentals.endQuestion', { number: rental.number ?? rental.orderNumber })}
                        disabled={!HOLDS_SIM.has(rental.state) || end.isPending}
                        onConfirm={() => end.mutate(rental._id)}
                        testId="end-rental"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} limit={RENTALS_PAGE_SIZE} total={data.total} onGo={setPage} testId="rentals-pager" />
        </>
      )}
    </div>
  );
}
