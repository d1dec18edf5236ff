import { useTranslation } from 'react-i18next';
import { usePopup } from '@simrelay/ui';

/** Copies `value` and confirms with a popup (`message`, e.g. 'Api key copied'). */
export function CopyButton({ value, message, label, ariaLabel }: { value: string; message: string; label?: string; ariaLabel?: string }) {
  const { t } = useTranslation();
  const show = usePopup((s) => s.show);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      show('success', message);
    } catch {
      show('error', t('errors.unknown'));
    }
  };
  return (
    <button type="button" className="button button--secondary" onClick={copy} aria-label={ariaLabel}>
      {label ?? t('actions.copy')}
    </button>
  );
}
