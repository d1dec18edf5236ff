import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The layout's error boundary: a failed chunk load or a render error, with a way out. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page container" role="alert">
      <h1 className="page__title">{notFound ? t('notFound.title') : t('errors.unknown')}</h1>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </button>{' '}
        <Link to={paths.home.getHref()}>{t('actions.toHome')}</Link>
      </p>
    </div>
  );
}
