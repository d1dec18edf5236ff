import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { ApiError } from '@simrelay/api-client';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../stores/session-store';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerificationForm } from '../components/resend-verification-form';
import '../auth.css';

/** Opens the link from the confirmation letter: the token is single-use, so it is sent once. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { mutate, isSuccess, isError, error } = useVerifyEmail();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  // StrictMode runs effects twice and re-renders happen: the token goes to the server once.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  if (isSuccess) {
    return (
      <Page title={t('account:verify.done')}>
        <p className="notice notice--success auth-message" role="status" data-testid="verify-done">
          {t('account:verify.doneText')}
        </p>
        <p className="auth-form__links">
          <Link className="button" to={paths.profileBalance.getHref()}>
            {t('account:verify.toProfile')}
          </Link>
          <Link to={paths.home.getHref()}>{t('common:actions.toHome')}</Link>
        </p>
      </Page>
    );
  }

  // A logged-in user has a confirmed email (logging in needs one): the link was simply used already.
  if (isError && isLoggedIn) {
    return (
      <Page title={t('account:verify.alreadyTitle')}>
        <p className="notice notice--success auth-message" role="status" data-testid="verify-already">
          {t('account:verify.alreadyText')}
        </p>
        <p className="auth-form__links">
          <Link className="button" to={paths.profileBalance.getHref()}>
            {t('account:verify.toProfile')}
          </Link>
        </p>
      </Page>
    );
  }

  if (isError) {
    // A used, expired or mangled link all read the same: what to do next, not how it failed.
    const linkProblem = error instanceof ApiError && error.status === 400;
    return (
      <Page title={t('account:verify.failedTitle')}>
        <p className="notice notice--error auth-message" role="alert" data-testid="verify-failed">
          {linkProblem ? t('account:verify.linkText') : errorText(error, t)}
        </p>
        {linkProblem && (
          <p className="auth-form__links">
            <Link className="button" to={paths.login.getHref()}>
              {t('account:verify.toLogin')}
            </Link>
          </p>
        )}
        <h2 className="auth-subtitle">{t('account:resend.title')}</h2>
        <p className="muted">{t('account:verify.resendText')}</p>
        <ResendVerificationForm />
      </Page>
    );
  }

  return (
    <Page title={t('account:verify.title')}>
      <p className="muted" role="status">
        {t('account:verify.checking')}
      </p>
    </Page>
  );
}
