import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';

/** A layout's error boundary: a failed chunk load or a render error, with a way out. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page" role="alert">
      <h1 className="page__title">{notFound ? t('common:notFound.title') : t('common:errors.unknown')}</h1>
      <p className="row">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('common:actions.retry')}
        </button>
        <Link to={paths.dashboard.getHref()}>{t('nav.overview')}</Link>
      </p>
    </div>
  );
}
