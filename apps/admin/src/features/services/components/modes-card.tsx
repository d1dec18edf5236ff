import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { useAdminSession } from '../../../stores/admin-session-store';
import { maintenanceQueryOptions, useSetMaintenance, useSetSalesEnabled, useSetTestMode } from '../api/services-queries';

/** The three switches: sales (the catalog's), maintenance and test mode (identity's). */
export function ModesCard({ salesEnabled }: { salesEnabled: boolean | undefined }) {
  const { t } = useTranslation();
  const maintenance = useQuery(maintenanceQueryOptions());
  const testMode = useAdminSession((s) => s.testMode);
  const sales = useSetSalesEnabled();
  const setMaintenance = useSetMaintenance();
  const setTestMode = useSetTestMode();
  const state = (on: boolean | undefined) => (on === undefined ? '…' : on ? t('modes.on') : t('modes.off'));
  return (
    <div className="card modes" data-testid="modes">
      <div className="mode">
        <span>
          {t('modes.sales')}: <strong data-testid="sales-state">{state(salesEnabled)}</strong>
        </span>
        {salesEnabled ? (
          <ConfirmButton label={t('modes.pauseSales')} question={t('modes.pauseSalesQuestion')} disabled={sales.isPending} onConfirm={() => sales.mutate(false)} testId="sales-toggle" />
        ) : (
          <button type="button" className="button button--small" disabled={sales.isPending || salesEnabled === undefined} onClick={() => sales.mutate(true)} data-testid="sales-toggle">
            {t('modes.resumeSales')}
          </button>
        )}
      </div>
      <div className="mode">
        <span>
          {t('modes.maintenance')}: <strong data-testid="maintenance-state">{state(maintenance.data?.maintenance)}</strong>
        </span>
        {maintenance.data?.maintenance ? (
          <button type="button" className="button button--small" disabled={setMaintenance.isPending} onClick={() => setMaintenance.mutate(false)} data-testid="maintenance-toggle">
            {t('modes.maintenanceEnd')}
          </button>
        ) : (
          <ConfirmButton
            label={t('modes.maintenanceStart')}
            question={t('modes.maintenanceQuestion')}
            disabled={setMaintenance.isPending || !maintenance.data}
            onConfirm={() => setMaintenance.mutate(true)}
            testId="maintenance-toggle"
          />
        )}
      </div>
      <div className="mode">
        <span>
          {t('modes.testMode')}: <strong data-testid="test-mode-state">{state(testMode)}</strong>
        </span>
        <ConfirmButton
          label={testMode ? t('modes.testModeEnd') : t('modes.testModeStart')}
          question={testMode ? t('modes.testModeEndQuestion') : t('modes.testModeQuestion')}
          danger={!testMode}
          disabled={setTestMode.isPending}
          onConfirm={() => setTestMode.mutate(!testMode)}
          testId="test-mode-toggle"
        />
      </div>
    </div>
  );
}
