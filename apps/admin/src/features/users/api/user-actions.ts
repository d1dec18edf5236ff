import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../components/use-admin-action';
import { api } from '../../../lib/api';
import { formatDollars } from '../../../lib/format';
import { userLedgerKey, usersListKey } from './users-queries';

export function useSetBan() {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ userId, ban }: { userId: string; ban: boolean }) => api.admin.setBan(userId, ban),
    success: (user) => t(user.ban ? 'users.banned' : 'users.unbanned', { email: user.email }),
    invalidates: [usersListKey],
  });
}

export function useSetBanLimit() {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ userId, banLimit }: { userId: string; banLimit: number }) => api.admin.setBanLimit(userId, banLimit),
    success: (user) => t('users.banLimitSet', { email: user.email, limit: user.banLimit }),
    invalidates: [usersListKey],
  });
}

/** A balance change is sent with a key made for that one change: a repeat applies it once. */
export function useChangeBalance(userId: string) {
  const { t, i18n } = useTranslation();
  return useAdminAction({
    run: ({ amount, reason, key }: { amount: number; reason: string; key: string }) => api.admin.changeBalance({ userId, amount, reason }, key),
    success: (result) => t('users.balanceChanged', { balance: formatDollars(result.balance, i18n.language) }),
    invalidates: [usersListKey, userLedgerKey(userId)],
  });
}
