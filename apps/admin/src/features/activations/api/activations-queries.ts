import type { AdminActivationSortField, ListOrder } from '@simrelay/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../components/use-admin-action';
import { api } from '../../../lib/api';

export const ACTIVATIONS_PAGE_SIZE = 20;

export interface ActivationsFilter {
  number?: string;
  userId?: string;
  executor?: string;
  numberId?: string;
}

export const activationsListKey = ['admin', 'activations'] as const;

export const activationsQueryOptions = (filter: ActivationsFilter, page: number, order: ListOrder<AdminActivationSortField>) =>
  queryOptions({
    queryKey: [...activationsListKey, filter, page, order],
    queryFn: () => api.admin.activations({ ...filter, page, limit: ACTIVATIONS_PAGE_SIZE, ...order }),
    placeholderData: keepPreviousData,
  });

/** Ends an open activation as removed (its hold voided when no code came), or marks an ended one. */
export function useRemoveActivation() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (activationId: string) => api.admin.removeActivation(activationId),
    success: (activation) => t('activations.removed', { number: activation.number }),
    invalidates: [activationsListKey, ['admin', 'overview']],
  });
}
