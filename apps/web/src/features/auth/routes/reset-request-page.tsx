import { emailProblem } from '@simrelay/contracts/field-rules';
import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormFields } from '../../../components/form/use-form-fields';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { hasFieldErrors } from '../api/account-error-text';
import { useRequestRestore } from '../api/request-restore';
import '../auth.css';
import { EmailField } from '../components/email-field';

/** Asks for the reset letter. The answer never tells whether the address has an account. */
export function ResetRequestPage() {
  const { t } = useTranslation();
  const requestRestore = useRequestRestore();
  const { values, errors, change, check, fromServer } = useFormFields({ email: emailProblem });
  const { email } = values;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!check()) return;
    const address = email.trim();
    requestRestore.mutate(address, {
      onSuccess: () => setSentTo(address),
      onError: (error) => {
        fromServer(error);
        if (!hasFieldErrors(error, ['email'])) setFailure(errorText(error, t));
      },
    });
  };

  if (sentTo) {
    return (
      <Page title={t('account:resetRequest.title')}>
        <p className="notice notice--success auth-message" role="status" data-testid="reset-sent">
          {t('account:resetRequest.sent', { email: sentTo })}
        </p>
        <p className="muted">{t('account:resetRequest.noLetter')}</p>
        <p className="auth-form__links">
          <button type="button" className="link-button" onClick={() => setSentTo(null)}>
            {t('account:resetRequest.again')}
          </button>
          <Link to={paths.login.getHref()}>{t('account:resetRequest.toLogin')}</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title={t('account:resetRequest.title')} lead={t('account:resetRequest.lead')}>
      <form className="form auth-form" onSubmit={submit} noValidate data-testid="reset-form">
        <EmailField
          value={email}
          error={errors.email}
          onChange={(value) => change('email', value)}
        />
        {failure && (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={requestRestore.isPending}>
          {t('account:resetRequest.submit')}
        </button>
        <p className="auth-form__links">
          <Link to={paths.login.getHref()}>{t('account:resetRequest.toLogin')}</Link>
        </p>
      </form>
    </Page>
  );
}
