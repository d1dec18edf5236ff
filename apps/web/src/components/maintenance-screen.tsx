import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { useSession } from '../stores/session-store';
import { useScrollLock } from '@simrelay/ui';

const RECHECK_MS = 10_000;

/** The SPEC's full-screen notice; it re-checks the server and clears itself when maintenance ends. */
export function MaintenanceScreen() {
  const maintenance = useSession((s) => s.maintenance);
  return maintenance ? <Notice /> : null;
}

function Notice() {
  const { t } = useTranslation();
  const setMaintenance = useSession((s) => s.setMaintenance);
  useScrollLock();

  useEffect(() => {
    const check = () =>
      api.users.maintenance().then(
        (r) => setMaintenance(r.maintenance),
        () => undefined,
      );
    void check();
    const timer = setInterval(check, RECHECK_MS);
    return () => clearInterval(timer);
  }, [setMaintenance]);

  return (
    <div className="maintenance" role="alertdialog" aria-labelledby="maintenance-title" data-testid="maintenance">
      <div className="maintenance__box">
        <h1 id="maintenance-title">{t('maintenance.title')}</h1>
        <p>{t('maintenance.text')}</p>
      </div>
    </div>
  );
}
