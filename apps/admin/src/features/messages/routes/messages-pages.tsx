import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { MessagesTable } from '../components/messages-table';

/** `messages`: every message, or only those no activation took (`?unrouted=true`). */
export function MessagesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const unrouted = params.get('unrouted') === 'true';
  return (
    <section className="page">
      <h1 className="page__title">{t('messages.title')}</h1>
      <nav className="tabs" aria-label={t('messages.title')}>
        <NavLink to={paths.messages.getHref()} className={() => (unrouted ? '' : 'active')} end data-testid="messages-all">
          {t('messages.all')}
        </NavLink>
        <NavLink to={paths.messages.getHref(true)} className={() => (unrouted ? 'active' : '')} data-testid="messages-unrouted">
          {t('messages.unroutedOnly')}
        </NavLink>
      </nav>
      <MessagesTable key={String(unrouted)} scope={{ kind: 'all', unrouted }} />
    </section>
  );
}

/** `messages/activation/:activationId`. */
export function ActivationMessagesPage() {
  const { t } = useTranslation();
  const { activationId = '' } = useParams();
  return (
    <section className="page">
      <p>
        <Link to={paths.messages.getHref()}>← {t('messages.title')}</Link>
      </p>
      <h1 className="page__title">{t('messages.ofActivation', { id: activationId })}</h1>
      <MessagesTable key={activationId} scope={{ kind: 'activation', id: activationId }} />
    </section>
  );
}

/** `messages/number/:numberId`. */
export function NumberMessagesPage() {
  const { t } = useTranslation();
  const { numberId = '' } = useParams();
  return (
    <section className="page">
      <p>
        <Link to={paths.messages.getHref()}>← {t('messages.title')}</Link>
      </p>
      <h1 className="page__title">{t('messages.ofNumber', { id: numberId })}</h1>
      <MessagesTable key={numberId} scope={{ kind: 'number', id: numberId }} />
    </section>
  );
}
