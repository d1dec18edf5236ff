import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMoney } from '../../../lib/money';
import { useSession } from '../../../stores/session-store';
import { useWallet } from '../../account/api/get-wallet';
import { LedgerTable } from '../../account/components/ledger-table';
import { useProfile } from '../api/get-profile';
import { TopUpHistory } from '../components/top-up-history';

/**
 * /profile/balance: what can be spent, what is reserved for open numbers and rentals, what was
 * paid in, the account's email, the ledger of every movement, and the top-ups.
 */
export function BalancePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const profile = useProfile();
  const wallet = useWallet();
  const sessionBalance = useSession((s) => s.balance);
  const sessionTopups = useSession((s) => s.topups);
  const sessionEmail = useSession((s) => s.email);
  const balance = wallet.data?.balance ?? profile.data?.balance ?? sessionBalance;
  const topups = wallet.data?.topups ?? profile.data?.topups ?? sessionTopups;
  const email = profile.data?.email ?? sessionEmail;

  return (
    <section aria-labelledby="balance-title">
      <h2 id="balance-title" className="visually-hidden">
        {t('account:profile.tabs.balance')}
      </h2>
      <div className="grid profile-figures">
        <div className="card profile-figure">
          <p className="profile-figure__label">{t('account:balance.available')}</p>
          <p className="profile-figure__value" data-testid="profile-balance">
            {money(balance)}
          </p>
          <Link className="button" to={paths.payment.getHref()} data-testid="top-up">
            {t('account:balance.topUp')}
          </Link>
        </div>
        <div className="card profile-figure">
          <p className="profile-figure__label">{t('account:balance.reserved')}</p>
          <p className="profile-figure__value" data-testid="profile-reserved">
            {wallet.data ? money(wallet.data.reserved) : '…'}
          </p>
          <p className="muted profile-figure__note">{t('account:balance.reservedText')}</p>
        </div>
        <div className="card profile-figure">
          <p className="profile-figure__label">{t('account:balance.topups')}</p>
          <p className="profile-figure__value" data-testid="profile-topups">
            {money(topups)}
          </p>
          <p className="muted profile-figure__note">{t('account:balance.topupsText')}</p>
        </div>
        <div className="card profile-figure profile-figure--wide">
          <p className="profile-figure__label">{t('account:balance.email')}</p>
          <p className="profile-figure__email" data-testid="profile-account-email">
            {email ?? t('common:loading')}
          </p>
        </div>
      </div>
      <LedgerTable />
      <TopUpHistory />
    </section>
  );
}
