import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { usePopup } from '@simrelay/ui';
import { CodeInput } from '../../security/components/code-input';
import { useVerifyMfa } from '../api/login';

/** The login's second step: the authenticator's code, or one of the recovery codes. */
export function SecondFactorForm({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyMfa();
  const show = usePopup((s) => s.show);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(useRecovery ? { challenge, recoveryCode: recoveryCode.trim() } : { challenge, code }, {
      onError: (error) => {
        setCode('');
        show('error', errorText(error, t));
      },
    });
  };
  const ready = useRecovery ? recoveryCode.trim().length >= 10 : code.length === 6;
  return (
    <form onSubmit={submit} noValidate data-testid="second-factor">
      <p>{useRecovery ? t('login.recoveryIntro') : t('login.codeIntro')}</p>
      {useRecovery ? (
        <label className="field">
          <span>{t('login.recoveryCode')}</span>
          <input value={recoveryCode} onChange={(e) => setRecoveryCode(e.target.value)} autoComplete="off" placeholder="abcde-fghij" data-testid="recovery-code-input" />
        </label>
      ) : (
        <CodeInput value={code} onChange={setCode} />
      )}
      <button type="submit" className="button button--block" disabled={verify.isPending || !ready} data-testid="mfa-submit">
        {t('login.verify')}
      </button>
      <p className="row">
        <button type="button" className="link-button" onClick={() => setUseRecovery(!useRecovery)} data-testid="toggle-recovery">
          {useRecovery ? t('login.useCode') : t('login.useRecovery')}
        </button>
        <button type="button" className="link-button" onClick={onRestart}>
          {t('login.restart')}
        </button>
      </p>
    </form>
  );
}
