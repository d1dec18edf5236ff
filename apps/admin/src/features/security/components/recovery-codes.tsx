import { useTranslation } from 'react-i18next';

/** Recovery codes, shown this once: each works once in place of a code from the authenticator. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="recovery" data-testid="recovery-codes">
      <p className="notice notice--info">{t('security.recoveryIntro')}</p>
      <ol className="recovery__codes mono">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={onDone} data-testid="recovery-saved">
        {t('security.recoverySaved')}
      </button>
    </div>
  );
}
