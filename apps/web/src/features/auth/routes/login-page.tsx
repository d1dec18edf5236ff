import { ApiError } from '@simrelay/api-client';
import { emailProblem, loginPasswordProblem } from '@simrelay/contracts/field-rules';
import { FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordField } from '../../../components/form/password-field';
import { useFormFields } from '../../../components/form/use-form-fields';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { switchLanguage } from '../../../lib/i18n';
import { usePopup } from '@simrelay/ui';
import { useSession } from '../../../stores/session-store';
import { accountErrorText, hasFieldErrors } from '../api/account-error-text';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import '../auth.css';
import { EmailField } from '../components/email-field';

/** Only a path inside this app: `//host` or `https://…` would send the user elsewhere. */
function safeRedirect(redirectTo: string | null): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) return paths.home.getHref();
  return redirectTo;
}

const isNotVerified = (error: unknown) => error instanceof ApiError && error.fields['email'] === 'notVerified';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirectTo'));
  const signIn = useSession((s) => s.signIn);
  const show = usePopup((s) => s.show);
  const login = useLogin();
  const resend = useResendVerification();
  const { values, errors, change, check, fromServer } = useFormFields({ email: emailProblem, password: loginPasswordProblem });
  const { email, password } = values;
  const [failure, setFailure] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setUnverified(null);
    if (!check()) return;
    const address = email.trim();
    login.mutate(
      { email: address, password },
      {
        onSuccess: (session) => {
          // Signing in makes the guests-only guard send this page home at once; going to the
          // target after that redirect has started makes the target win.
          flushSync(() => signIn(session));
          void navigate(target, { replace: true });
          // The account's saved language wins over the one this browser was showing.
          void switchLanguage(session.lang);
        },
        onError: (error) => {
          if (isNotVerified(error)) {
            setUnverified(address);
            return;
          }
          fromServer(error);
          if (!hasFieldErrors(error, ['email', 'password'])) setFailure(accountErrorText(error, t));
        },
      },
    );
  };

  const resendLink = () => {
    if (!unverified) return;
    resend.mutate(unverified, {
      onSuccess: () => show('success', t('account:resend.done')),
      onError: (error) => show('error', errorText(error, t)),
    });
  };

  return (
    <Page title={t('account:login.title')}>
      <form className="form auth-form" onSubmit={submit} noValidate data-testid="login-form">
        <EmailField
          value={email}
          error={errors.email}
          autoComplete="username"
          onChange={(value) => change('email', value)}
        />
        <PasswordField
          label={t('account:fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => change('password', e.target.value)}
        />
        {failure && (
          <p className="notice notice--error" role="alert" data-testid="login-error">
            {failure}
          </p>
        )}
        {unverified && (
          <div className="notice notice--error" role="alert" data-testid="login-unverified">
            <p className="auth-message__text">{t('common:validation.notVerified')}</p>
            <button type="button" className="link-button" onClick={resendLink} disabled={resend.isPending}>
              {t('account:login.resendLink')}
            </button>
          </div>
        )}
        <button type="submit" className="button button--block" disabled={login.isPending}>
          {t('account:login.submit')}
        </button>
        <div className="auth-form__links">
          <Link to={paths.resetRequest.getHref()}>{t('account:login.forgot')}</Link>
          <span>
            <Trans t={t} i18nKey="account:login.noAccount" components={{ register: <Link to={paths.register.getHref()} /> }} />
          </span>
        </div>
      </form>
    </Page>
  );
}
