import type { AdminRentalView } from '@simrelay/contracts';
import { useTranslation } from 'react-i18next';

/** States in which the rental still holds its SIM: an operator may end it. */
export const HOLDS_SIM: ReadonlySet<AdminRentalView['state']> = new Set(['active', 'expired', 'finished']);

/** The rental's state, and what needs an operator's eye beside it. */
export function RentalState({ rental }: { rental: AdminRentalView }) {
  const { t } = useTranslation();
  return (
    <div className="badges">
      <span className={`status status--rental-${rental.state}`} data-testid="rental-state">
        {t(`rentals.states.${rental.state}`)}
      </span>
      {rental.receiving && <span className="badge badge--ok">{t('rentals.receiving')}</span>}
      {rental.restore.waiting && <span className="badge badge--warn">{t('rentals.restoreWaiting')}</span>}
      {rental.topUpDue && (
        <span className="badge badge--danger" data-testid="rental-topup-due">
          {t('rentals.topUpDue')}
        </span>
      )}
    </div>
  );
}
