import { FormEvent, useEffect, useState } from 'react';
import type { TotpEnrolment as Enrolment } from '@simrelay/contracts';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { CodeInput } from './code-input';
import { QrCode } from './qr-code';

interface TotpEnrolmentProps {
  start: () => Promise<Enrolment>;
  /** The first code; resolves once the server took it. */
  confirm: (code: string) => Promise<void>;
}

/** Setting up an authenticator: the QR code (and the secret to type), then its first code. */
export function TotpEnrolment({ start, confirm }: TotpEnrolmentProps) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    start().then(setEnrolment, (error: unknown) => setProblem(errorText(error, t)));
    // Once per mount: a new secret each time would invalidate the one being scanned.
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    confirm(code).then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        setCode('');
        setProblem(errorText(error, t));
      },
    );
  };
  return (
    <form className="enrol" onSubmit={submit} noValidate data-testid="totp-enrolment">
      <p>{t('security.enrolIntro')}</p>
      {enrolment && (
        <>
          <QrCode value={enrolment.uri} label={t('security.qrLabel')} />
          <p className="muted">
            {t('security.secretIntro')} <code className="mono" data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <CodeInput value={code} onChange={setCode} />
          <button type="submit" className="button" disabled={busy || code.length !== 6} data-testid="totp-confirm">
            {t('security.confirm')}
          </button>
        </>
      )}
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
