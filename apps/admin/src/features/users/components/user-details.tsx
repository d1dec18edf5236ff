import { useState } from 'react';
import type { AdminUser } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ActivationsTable } from '../../activations/components/activations-table';
import { RentalsTable } from '../../rentals/components/rentals-table';
import { BalanceForm } from './balance-form';
import { BanControls } from './ban-controls';
import { UserDeliveries, UserLedger, UserTopUps } from './user-records';

const TABS = ['activations', 'rentals', 'topups', 'ledger', 'deliveries'] as const;
type Tab = (typeof TABS)[number];

/** One user opened from the list: money, ban, and their records. */
export function UserDetails({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('activations');
  return (
    <div className="details" data-testid="user-details">
      <BalanceForm userId={user._id} />
      <BanControls user={user} />
      <div className="tabs" role="tablist">
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className={tab === name ? 'active' : ''} onClick={() => setTab(name)} data-testid={`user-tab-${name}`}>
            {t(`users.tabs.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'activations' && (
        <>
          <ActivationsTable filter={{ userId: user._id }} sortPrefix="activations" />
          <Link to={paths.activationsByUser.getHref(user._id)}>{t('users.allActivations')}</Link>
        </>
      )}
      {tab === 'rentals' && (
        <>
          <RentalsTable filter={{ userId: user._id }} sortPrefix="rentals" />
          <Link to={paths.rentals.getHref({ userId: user._id })}>{t('users.allRentals')}</Link>
        </>
      )}
      {tab === 'topups' && <UserTopUps userId={user._id} />}
      {tab === 'ledger' && <UserLedger userId={user._id} />}
      {tab === 'deliveries' && <UserDeliveries userId={user._id} />}
    </div>
  );
}
