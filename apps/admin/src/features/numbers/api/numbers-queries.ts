import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../components/use-admin-action';
import { api } from '../../../lib/api';

export const numbersListKey = ['admin', 'numbers'] as const;

export const numbersQueryOptions = (params: { filter: string; modem: string }) =>
  queryOptions({ queryKey: [...numbersListKey, params], queryFn: () => api.admin.numbers({ filter: params.filter || undefined, modem: params.modem || undefined }) });

const changes = [numbersListKey, ['admin', 'overview']];

export function useMarkNumbers(flag: 'rent' | 'replace') {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ ids, on }: { ids: string[]; on: boolean }) => (flag === 'rent' ? api.admin.markRent(ids, on) : api.admin.markReplace(ids, on)),
    success: (numbers, { on }) => t(`numbers.${flag}${on ? 'Set' : 'Cleared'}`, { count: numbers.length }),
    invalidates: changes,
  });
}

export function useDeleteNumbers() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (ids: string[]) => api.admin.deleteNumbers(ids),
    success: (result) => t('numbers.deleted', { count: result.deleted.length, skipped: result.skipped.length }),
    invalidates: changes,
  });
}

export function useLiftServiceBan() {
  const { t } = useTranslation();
  return useAdminAction({
    run: ({ numberId, service }: { numberId: string; service: string }) => api.admin.liftServiceBan(numberId, service),
    success: (number, { service }) => t('numbers.banLifted', { service, number: number.number ?? number.iccid }),
    invalidates: changes,
  });
}
