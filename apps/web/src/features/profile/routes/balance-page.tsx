import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDollars } from '../../../lib/money';
import { useSession } from '../../../stores/session-store';
import { useProfile } from '../api/get-profile';
import { TopUpHistory } from '../components/top-up-history';

/** /profile/balance: the balance, total top-ups, the account's email and the top-up history. */
export function BalancePage() {
  const { t, i18n } = useTranslation();
  const profile = useProfile();
  const sessionBalance = useSession((s) => s.balance);
  const sessionTopups = useSession((s) => s.topups);
  const sessionEmail = useSession((s) => s.email);
  const balance = profile.data?.balance ?? sessionBalance;
  const topups = profile.data?.topups ?? sessionTopups;
  const email = profile.data?.email ?? sessionEmail;

  return (
    <section aria-labelledby="balance-title">
      <h2 id="balance-title" className="visually-hidden">
        {t('account:profile.tabs.balance')}
      </h2>
      <div className="grid profile-figures">
        <div className="card profile-figure">
          <p className="profile-figure__label">{t('account:balance.balance')}</p>
          <p className="profile-figure__value" data-testid="profile-balance">
            {formatDollars(balance, i18n.language)}
          </p>
          <Link className="button" to={paths.payment.getHref()} data-testid="top-up">
            {t('account:balance.topUp')}
          </Link>
        </div>
        <div className="card profile-figure">
          <p className="profile-figure__label">{t('account:balance.topups')}</p>
          <p className="profile-figure__value" data-testid="profile-topups">
            {formatDollars(topups, i18n.language)}
          </p>
        </div>
        <div className="card profile-figure profile-figure--wide">
          <p className="profile-figure__label">{t('account:balance.email')}</p>
          <p className="profile-figure__email" data-testid="profile-account-email">
            {email ?? t('common:loading')}
          </p>
        </div>
      </div>
      <TopUpHistory />
    </section>
  );
}
