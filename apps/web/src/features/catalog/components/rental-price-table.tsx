import '../catalog.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@simrelay/ui';
import { formatDollars } from '../../../lib/money';
import { usePeriodLabel } from '../../rentals/components/use-period-label';
import { rentalQueryOptions } from '../api/catalog-queries';
import { useCountry } from './use-country';

/** The /rent page's cost table for the country chosen in the rent form, with its default period. */
export function RentalPriceTable() {
  const { t, i18n } = useTranslation('catalog');
  const country = useCountry();
  const rental = useQuery(rentalQueryOptions(country));
  const period = usePeriodLabel();

  return (
    <section className="card" aria-labelledby="rental-title" data-testid="rental-table">
      <h2 id="rental-title">{t('rental.title')}</h2>
      {rental.isError && <p className="notice notice--error">{t('picker.loadError')}</p>}
      {rental.data && rental.data.rows.length === 0 && <EmptyState title={t('common:empty.nothingFound')} />}
      {rental.data && rental.data.rows.length > 0 && (
        <>
          <p className="muted">{t('rental.defaultPeriod', { period: period(rental.data.defaultPeriodHours) })}</p>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('rental.service')}</th>
                  <th scope="col">{t('rental.period')}</th>
                  <th scope="col">{t('rental.price')}</th>
                </tr>
              </thead>
              <tbody>
                {rental.data.rows.map((row) => (
                  <tr key={`${row.service ?? '*'}-${row.periodHours}`} className={row.periodHours === rental.data.defaultPeriodHours ? 'table__row--default' : undefined}>
                    <td>{row.name ?? t('rental.anyService')}</td>
                    <td>{period(row.periodHours)}</td>
                    <td>{formatDollars(row.price, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
