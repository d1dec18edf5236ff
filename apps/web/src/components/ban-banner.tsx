import { useTranslation } from 'react-i18next';
import { env } from '../config/env';
import { useSession } from '../stores/session-store';

/** Shown while the account is banned and the user has not pressed 'I understand'. */
export function BanBanner() {
  const { t } = useTranslation();
  const visible = useSession((s) => s.isLoggedIn && s.ban && !s.banNotification);
  const acknowledge = useSession((s) => s.acknowledgeBan);
  if (!visible) return null;
  return (
    <div className="ban-banner" role="alert" data-testid="ban-banner">
      <div className="container ban-banner__inner">
        <div>
          <strong>{t('ban.title')}</strong>
          <p>{t('ban.text')}</p>
        </div>
        <div className="ban-banner__actions">
          <a className="button button--light" href={env.supportUrl} target="_blank" rel="noreferrer">
            {t('ban.support')}
          </a>
          <button type="button" className="button button--outline-light" onClick={acknowledge}>
            {t('actions.understand')}
          </button>
        </div>
      </div>
    </div>
  );
}
