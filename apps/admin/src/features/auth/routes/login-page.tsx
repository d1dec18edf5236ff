import { FormEvent, useState } from 'react';
import type { AdminMfaDue } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { LanguageSelect } from '../../../components/language-select';
import { errorText } from '../../../lib/error-text';
import { useAdminSession } from '../../../stores/admin-session-store';
import { usePopup } from '@simrelay/ui';
import { useAdminLogin } from '../api/login';
import { RequiredEnrolment } from '../components/required-enrolment';
import { SecondFactorForm } from '../components/second-factor-form';

/** `/admin`: the administrators' own login, apart from the users': the password, then the second factor. */
export function LoginPage() {
  const { t } = useTranslation();
  const login = useAdminLogin();
  const show = usePopup((s) => s.show);
  const ended = useAdminSession((s) => s.ended);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [due, setDue] = useState<AdminMfaDue | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          setPassword('');
          if ('mfa' in answer) setDue(answer);
        },
        onError: (error) => show('error', errorText(error, t)),
      },
    );
  };

  return (
    <div className="login">
      <div className="login__card">
        <div className="login__head">
          <h1>
            {env.brandName} <span className="muted">{t('brand')}</span>
          </h1>
          <LanguageSelect />
        </div>
        {due?.mfa === 'totp' && <SecondFactorForm challenge={due.challenge} onRestart={() => setDue(null)} />}
        {due?.mfa === 'enrol' && <RequiredEnrolment challenge={due.challenge} />}
        {!due && (
          <form onSubmit={submit} noValidate>
            <p className="muted">{t('login.intro')}</p>
            {ended !== null && ended !== 'logout' && (
              <p className="notice notice--info" role="status" data-testid="session-ended">
                {ended === 'idle' ? t('login.sessionIdle') : t('login.sessionEnded')}
              </p>
            )}
            <label className="field">
              <span>{t('login.email')}</span>
              <input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
            </label>
            <label className="field">
              <span>{t('login.password')}</span>
              <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
            </label>
            <button type="submit" className="button button--block" disabled={login.isPending || !email || !password} data-testid="admin-login">
              {t('login.submit')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
