import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Popup } from '@simrelay/ui';

/** Every page: the request-cycle indicator (SPEC: loading while a call runs) and the popup. */
export function Shell() {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() > 0;
  return (
    <>
      {busy && <div className="busy-bar" role="progressbar" aria-label={t('common:loading')} data-testid="busy" />}
      <Outlet />
      <Popup />
    </>
  );
}
