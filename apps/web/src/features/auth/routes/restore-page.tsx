import { newPasswordProblem } from '@simrelay/contracts/field-rules';
import { FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PasswordField } from '../../../components/form/password-field';
import { useFormFields } from '../../../components/form/use-form-fields';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { hasFieldErrors } from '../api/account-error-text';
import { useRestoreKey } from '../api/check-restore-key';
import { useResetPassword } from '../api/reset-password';
import '../auth.css';

/** /users/restore/:restoreKey sets a new password; /users/restore explains where the key comes from. */
export function RestorePage() {
  const { t } = useTranslation();
  const { restoreKey } = useParams();
  return <Page title={t('account:restore.title')}>{restoreKey ? <WithKey restoreKey={restoreKey} /> : <WithoutKey />}</Page>;
}

function WithoutKey() {
  const { t } = useTranslation();
  return (
    <div data-testid="restore-no-key">
      <p className="notice notice--info auth-message">{t('account:restore.noKey')}</p>
      <p className="auth-form__links">
        <Link to={paths.resetRequest.getHref()}>{t('account:restore.requestLink')}</Link>
      </p>
    </div>
  );
}

function InvalidKey({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="restore-invalid">
      <p className="notice notice--error auth-message" role="alert">
        {message}
      </p>
      <p className="auth-form__links">
        <Link className="button" to={paths.resetRequest.getHref()}>
          {t('account:restore.requestLink')}
        </Link>
      </p>
    </div>
  );
}

function WithKey({ restoreKey }: { restoreKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keyCheck = useRestoreKey(restoreKey);
  const reset = useResetPassword();
  const { values, errors, change, check, fromServer } = useFormFields({ password: newPasswordProblem });
  const { password } = values;
  // The repeat is checked against the password, with its own texts, so it keeps its own state.
  const [repeat, setRepeat] = useState('');
  const [repeatError, setRepeatError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (keyCheck.isPending) return <p className="muted" role="status">{t('account:restore.checking')}</p>;
  if (keyCheck.isError) return <InvalidKey message={errorText(keyCheck.error, t)} />;
  const email = keyCheck.data.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const passwordOk = check();
    const repeatProblem = !repeat ? t('common:validation.required') : repeat !== password ? t('account:fields.passwordsDiffer') : null;
    setRepeatError(repeatProblem);
    if (!passwordOk || repeatProblem) return;
    reset.mutate(
      { restoreKey, password, email },
      {
        // The used key's check leaves the cache with this page (gcTime 0).
        onSuccess: () => void navigate(paths.restoreSuccess.getHref(), { replace: true }),
        onError: (error) => {
          fromServer(error);
          if (!hasFieldErrors(error, ['password'])) setFailure(errorText(error, t));
        },
      },
    );
  };

  return (
    <form className="form auth-form" onSubmit={submit} noValidate data-testid="restore-form">
      <p className="auth-form__for" data-testid="restore-email">
        <Trans t={t} i18nKey="account:restore.forEmail" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <PasswordField
        label={t('account:fields.newPassword')}
        name="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        hint={t('account:fields.passwordRules')}
        onChange={(e) => change('password', e.target.value)}
      />
      <PasswordField
        label={t('account:fields.repeatPassword')}
        name="repeat"
        autoComplete="new-password"
        value={repeat}
        error={repeatError ?? undefined}
        onChange={(e) => {
          setRepeat(e.target.value);
          setRepeatError(null);
        }}
      />
      {failure && (
        <div className="notice notice--error" role="alert">
          <p className="auth-message__text">{failure}</p>
          <Link to={paths.resetRequest.getHref()}>{t('account:restore.requestLink')}</Link>
        </div>
      )}
      <button type="submit" className="button button--block" disabled={reset.isPending}>
        {t('account:restore.submit')}
      </button>
    </form>
  );
}
