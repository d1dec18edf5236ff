import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';

/** The account email input every auth form shares; `onChange` gets the new value. */
export function EmailField({ value, error, onChange, autoComplete = 'email' }: { value: string; error?: string; onChange: (value: string) => void; autoComplete?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account:fields.email')}
      type="email"
      name="email"
      autoComplete={autoComplete}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
