import { pickLanguage } from '@simrelay/i18n';
import { emailProblem, newPasswordProblem } from '@simrelay/contracts/field-rules';
import { FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PasswordField } from '../../../components/form/password-field';
import { useFormFields } from '../../../components/form/use-form-fields';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { accountErrorText, hasFieldErrors } from '../api/account-error-text';
import { useRegister } from '../api/register';
import { HumanCheck, HumanCheckHandle } from '../components/human-check';
import { LegalAcceptance } from '../components/legal-acceptance';
import '../auth.css';
import { EmailField } from '../components/email-field';

/** The state /register/success receives, to resend the letter without asking again. */
export interface RegisteredState {
  email: string;
}

/**
 * SPEC section 5: the first submit with valid fields shows the human check; the form is
 * sent by a following submit, once the check is solved.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  // The human check is not a rule of its own: the server's verdict on it shows under the widget.
  const { values, errors, change, check, fromServer, clear } = useFormFields({ email: emailProblem, password: newPasswordProblem, altcha: () => null });
  const { email, password } = values;
  const [checkShown, setCheckShown] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  const [waitNote, setWaitNote] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const humanCheck = useRef<HumanCheckHandle>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!check({ altcha: payload ?? '' })) return;
    if (!checkShown) {
      setCheckShown(true);
      return;
    }
    if (!payload) {
      setWaitNote(true);
      return;
    }
    const registered: RegisteredState = { email: email.trim() };
    register.mutate(
      { email: registered.email, password, lang: pickLanguage(i18n.language, []), altcha: payload },
      {
        onSuccess: () => navigate(paths.registerSuccess.getHref(), { state: registered }),
        onError: (error) => {
          fromServer(error);
          if (!hasFieldErrors(error, ['email', 'password', 'altcha'])) setFailure(accountErrorText(error, t));
          // The server used up the solved check whatever it answered: solve a new one.
          setPayload(null);
          humanCheck.current?.restart();
        },
      },
    );
  };

  const onPayload = (next: string | null) => {
    setPayload(next);
    if (next) {
      setWaitNote(false);
      clear('altcha');
    }
  };

  return (
    <Page title={t('account:register.title')} lead={t('account:register.lead')}>
      <form className="form auth-form" onSubmit={submit} noValidate data-testid="register-form">
        <EmailField
          value={email}
          error={errors.email}
          onChange={(value) => change('email', value)}
        />
        <PasswordField
          label={t('account:fields.password')}
          name="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          hint={t('account:fields.passwordRules')}
          onChange={(e) => change('password', e.target.value)}
        />
        <LegalAcceptance />
        {checkShown && (
          <div className="auth-form__check">
            <p className="notice notice--info" role="status">
              {payload ? t('account:register.checkDone') : waitNote ? t('account:register.checkWait') : t('account:register.checkIntro')}
            </p>
            <HumanCheck handle={humanCheck} onPayload={onPayload} error={errors.altcha} />
          </div>
        )}
        {failure && (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={register.isPending}>
          {t('account:register.submit')}
        </button>
        <p className="auth-form__links">
          <span>
            <Trans t={t} i18nKey="account:register.haveAccount" components={{ login: <Link to={paths.login.getHref()} /> }} />
          </span>
        </p>
      </form>
    </Page>
  );
}
