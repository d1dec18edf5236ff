import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import '../auth.css';

export function RestoreSuccessPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('account:restoreSuccess.title')}>
      <p className="notice notice--success auth-message" role="status" data-testid="restore-success">
        {t('account:restoreSuccess.text')}
      </p>
      <Link className="button" to={paths.login.getHref()}>
        {t('account:restoreSuccess.toLogin')}
      </Link>
    </Page>
  );
}
