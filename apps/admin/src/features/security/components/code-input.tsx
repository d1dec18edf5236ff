import { useTranslation } from 'react-i18next';

/** The six digits of an authenticator. */
export function CodeInput({ value, onChange, testId = 'totp-code' }: { value: string; onChange: (value: string) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{t('security.code')}</span>
      <input
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        data-testid={testId}
      />
    </label>
  );
}
