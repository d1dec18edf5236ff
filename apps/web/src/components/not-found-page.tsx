import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Page } from './page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={paths.home.getHref()}>
        {t('actions.toHome')}
      </Link>
    </Page>
  );
}
