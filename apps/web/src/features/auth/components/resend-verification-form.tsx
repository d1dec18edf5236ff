import { emailProblem } from '@simrelay/contracts/field-rules';
import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { errorText } from '../../../lib/error-text';
import { usePopup } from '../../../stores/popup-store';
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
  const [email, setEmail] = useState(knownEmail ?? '');
  const { errors, check, fromServer, clear } = useFormErrors({ email: emailProblem });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check({ email })) return;
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
          onChange={(value) => {
            setEmail(value);
            clear('email');
          }}
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
