import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('common:notFound.title')}</h1>
      <Link to={paths.dashboard.getHref()}>{t('nav.overview')}</Link>
    </div>
  );
}
