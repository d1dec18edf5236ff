import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { ResendVerificationForm } from '../components/resend-verification-form';
import type { RegisteredState } from './register-page';
import '../auth.css';

const registeredEmail = (state: unknown): string | undefined => {
  const email = (state as Partial<RegisteredState> | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
};

/** After registering: open the link in the letter; the letter can be sent again. */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const email = registeredEmail(useLocation().state);
  return (
    <Page title={t('account:registerSuccess.title')}>
      <div className="notice notice--success auth-message" role="status" data-testid="register-success">
        {email ? (
          <Trans t={t} i18nKey="account:registerSuccess.sentTo" values={{ email }} components={{ strong: <strong /> }} />
        ) : (
          t('account:registerSuccess.sent')
        )}
      </div>
      <p>{t('account:registerSuccess.next')}</p>
      <h2 className="auth-subtitle">{t('account:resend.title')}</h2>
      <p className="muted">{t('account:resend.text')}</p>
      <ResendVerificationForm email={email} />
      <p className="auth-form__links">
        <Link to={paths.login.getHref()}>{t('account:registerSuccess.toLogin')}</Link>
      </p>
    </Page>
  );
}
