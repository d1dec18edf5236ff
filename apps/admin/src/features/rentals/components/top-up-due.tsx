import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { EmptyState } from '@simrelay/ui';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { topUpDueQueryOptions } from '../api/rentals-queries';
import { RentalState } from './rental-state';

/** Leased SIMs two months or more into their lease, oldest lease first: their SIM balance needs topping up. */
export function TopUpDue() {
  const { t, i18n } = useTranslation();
  const due = useQuery(topUpDueQueryOptions());
  if (!due.data) return <QueryState query={due} />;
  if (due.data.length === 0) return <EmptyState title={t('rentals.noTopUpDue')} />;
  return (
    <div className="table-wrap">
      <table className="table" data-testid="topup-due">
        <thead>
          <tr>
            <th scope="col">{t('rentals.number')}</th>
            <th scope="col">{t('rentals.order')}</th>
            <th scope="col">{t('rentals.leasedSince')}</th>
            <th scope="col">{t('rentals.state')}</th>
            <th scope="col">{t('rentals.user')}</th>
          </tr>
        </thead>
        <tbody>
          {due.data.map((rental) => (
            <tr key={rental._id} data-testid="topup-row" data-number={rental.number ?? ''}>
              <td>{rental.number ?? '—'}</td>
              <td className="mono">{rental.orderNumber}</td>
              <td>{formatDateTime(rental.startedAt, i18n.language)}</td>
              <td>
                <RentalState rental={rental} />
              </td>
              <td>
                <Link to={paths.rentals.getHref({ userId: rental.userId })} className="mono">
                  {rental.userId.slice(0, 8)}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
