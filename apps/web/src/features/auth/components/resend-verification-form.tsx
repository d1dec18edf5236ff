import { emailProblem } from '@simrelay/contracts/field-rules';
import { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../../components/form/use-form-fields';
import { errorText } from '../../../lib/error-text';
import { usePopup } from '@simrelay/ui';
import { hasFieldErrors } from '../api/account-error-text';
import { useResendVerification } from '../api/resend-verification';
import { EmailField } from './email-field';

/**
 * Sends the confirmation letter again ('Letter resent!'). With a known address it is a single
 * button; otherwise it asks for the email first.
 */
export function ResendVerificationForm({ email: knownEmail }: { email?: string }) {
  const { t } = useTranslation();
  const show = usePopup((s) => s.show);
  const resend = useResendVerification();
  const { values, errors, change, check, fromServer } = useFormFields({ email: emailProblem }, { email: knownEmail });
  const { email } = values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    resend.mutate(email.trim(), {
      onSuccess: () => show('success', t('account:resend.done')),
      onError: (error) => {
        fromServer(error);
        if (knownEmail || !hasFieldErrors(error, ['email'])) show('error', errorText(error, t));
      },
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="resend-form">
      {!knownEmail && (
        <EmailField
          value={email}
          error={errors.email}
          onChange={(value) => change('email', value)}
        />
      )}
      <div>
        <button type="submit" className="button button--secondary" disabled={resend.isPending}>
          {t('account:resend.submit')}
        </button>
      </div>
    </form>
  );
}
