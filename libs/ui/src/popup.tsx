import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { POPUP_MS, usePopup } from './popup-store';

/** The SPEC's popup: green for success, red for errors (the server's message), gone after 3.5 s. */
export function Popup() {
  const { t } = useTranslation();
  const current = usePopup((s) => s.current);
  const dismiss = usePopup((s) => s.dismiss);

  useEffect(() => {
    if (!current) return undefined;
    const timer = setTimeout(() => dismiss(current.id), POPUP_MS);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  if (!current) return null;
  return (
    <div className={`popup popup--${current.kind}`} role={current.kind === 'error' ? 'alert' : 'status'} data-testid="popup" data-kind={current.kind}>
      <span>{current.text}</span>
      <button type="button" className="popup__close" aria-label={t('common:actions.close')} onClick={() => dismiss(current.id)}>
        ×
      </button>
    </div>
  );
}
