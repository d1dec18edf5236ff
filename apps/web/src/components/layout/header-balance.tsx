import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useWallet } from '../../features/account/api/get-wallet';
import { useMoney } from '../../lib/money';
import { useSession } from '../../stores/session-store';
import { UserIcon } from '../icons';

/**
 * The header's money: what can be spent, and what is reserved for open numbers and rentals
 * (held until a code arrives or the number ends). Outside the menu, so a phone shows it too.
 */
export function HeaderBalance({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useSession((s) => s.balance);
  const wallet = useWallet();
  const reserved = wallet.data?.reserved ?? 0;
  return (
    <Link to={paths.profileBalance.getHref()} className="header__account header__balance" onClick={onNavigate} data-testid="header-profile">
      <UserIcon />
      <span className="visually-hidden">{t('nav.profile')}, {t('nav.balance')}:</span>
      <span className="header__money">
        <span data-testid="header-balance">{money(balance)}</span>
        {reserved > 0 && (
          <span className="header__reserved" data-testid="header-reserved">
            {t('nav.reserved', { amount: money(reserved) })}
          </span>
        )}
      </span>
    </Link>
  );
}
