import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';

/** /profile/otp: the current one-time activation (none until one is chosen on the home page). */
export function OtpPage() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('common:empty.nothingChosen')}>
      <p>{t('account:otp.text')}</p>
      <Link className="button" to={paths.home.getHref()}>
        {t('account:otp.choose')}
      </Link>
    </EmptyState>
  );
}
