import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListOrder, ResellSortField, ResellState } from '@simrelay/api-client';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../components/use-admin-action';
import { api } from '../../../lib/api';

export const RESELLS_PAGE_SIZE = 20;

export interface ResellsFilter {
  executor?: string;
  state?: ResellState;
}

/** Every resells list: what a removal refetches. */
export const resellsKey = ['admin', 'resells'] as const;

export const resellsQueryOptions = (filter: ResellsFilter, page: number, order: ListOrder<ResellSortField>) =>
  queryOptions({
    queryKey: [...resellsKey, filter, page, order],
    queryFn: () => api.admin.resells({ ...filter, page, limit: RESELLS_PAGE_SIZE, ...order }),
    placeholderData: keepPreviousData,
  });

/** Asks the provider to cancel, then removes (the buyer's hold is voided once it confirms). */
export function useRemoveResell() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (resellId: string) => api.admin.removeResell(resellId),
    success: (resell) => t('partners.resells.removed', { number: resell.number, state: t(`partners.resells.states.${resell.state}`) }),
    invalidates: [resellsKey, ['admin', 'activations'], ['admin', 'overview']],
  });
}
