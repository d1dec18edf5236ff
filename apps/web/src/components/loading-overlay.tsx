import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useScrollLock } from '@simrelay/ui';

/** Full-screen overlay while an auth request runs (mutations keyed ['auth', ...]). */
export function LoadingOverlay() {
  const busy = useIsMutating({ mutationKey: ['auth'] }) > 0;
  return busy ? <Overlay /> : null;
}

export function Overlay() {
  const { t } = useTranslation();
  useScrollLock();
  return (
    <div className="loading-overlay" role="progressbar" aria-label={t('loading')} aria-busy="true" data-testid="loading-overlay">
      <div className="spinner" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
