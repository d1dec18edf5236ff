import '../rentals.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@simrelay/ui';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session-store';
import { ListHead } from '../../activations/components/list-head';
import { useCatalogNames } from '../../activations/components/use-catalog-names';
import { AlertSettings } from '../../alerts/alert-settings';
import { useMyRentals } from '../api/get-my-rentals';
import { RentalCard } from './rental-card';

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

/**
 * The user's rented numbers (running, and ended ones still reserved), with their codes as they
 * arrive. `linkToRent`: the empty state offers the /rent page (from the profile).
 */
export function RentedNumbers({ linkToRent = false }: { linkToRent?: boolean }) {
  const { t } = useTranslation('rentals');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const rentals = useMyRentals({ enabled: isLoggedIn });
  const list = rentals.data ? [...rentals.data].sort(newestFirst) : undefined;
  const names = useCatalogNames((list ?? []).map((r) => r.country));
  if (!isLoggedIn) return null;
  return (
    <section className="activations rentals" aria-labelledby="rented-numbers-title" data-testid="rented-numbers">
      <ListHead id="rented-numbers-title" title={t('list.title')} count={!!list?.length && t('list.count', { count: list.length })} />
      {!!list?.length && <AlertSettings />}
      {rentals.isError && (
        <p className="notice notice--error" role="alert">
          {t('list.loadError')}
        </p>
      )}
      {!list && !rentals.isError && (
        <p className="muted" role="status">
          {t('common:loading')}
        </p>
      )}
      {list?.length === 0 && (
        <EmptyState title={t('common:empty.noRentals')}>
          <p>{t('account:rental.text')}</p>
          {linkToRent && (
            <Link className="button" to={paths.rent.getHref()}>
              {t('account:rental.rent')}
            </Link>
          )}
        </EmptyState>
      )}
      {!!list?.length && (
        <ul className="activations__list">
          {list.map((r) => (
            <li key={r._id}>
              <RentalCard
                rental={r}
                names={{
                  service: r.service ? names.serviceName(r.country, r.service) : t('anyService'),
                  country: names.countryName(r.country),
                  carrier: r.carrier ? names.carrierName(r.country, r.carrier) : null,
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
