import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';

/** /profile/rental: rented numbers and their messages. */
export function RentalPage() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('common:empty.noRentals')}>
      <p>{t('account:rental.text')}</p>
      <Link className="button" to={paths.rent.getHref()}>
        {t('account:rental.rent')}
      </Link>
    </EmptyState>
  );
}
