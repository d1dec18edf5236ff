import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminRentalSortField, ListOrder } from '@simrelay/api-client';
import type { RentalState } from '@simrelay/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '../../../components/use-admin-action';
import { api } from '../../../lib/api';

export const RENTALS_PAGE_SIZE = 20;

export interface RentalsFilter {
  userId?: string;
  number?: string;
  state?: RentalState;
}

/** Every rentals read (lists, restore requests, SIMs due for a top-up): what an action refetches. */
export const rentalsKey = ['admin', 'rentals'] as const;

export const rentalsQueryOptions = (filter: RentalsFilter, page: number, order: ListOrder<AdminRentalSortField>) =>
  queryOptions({
    queryKey: [...rentalsKey, 'list', filter, page, order],
    queryFn: () => api.admin.rentals({ ...filter, page, limit: RENTALS_PAGE_SIZE, ...order }),
    placeholderData: keepPreviousData,
  });

export const restoreRequestsQueryOptions = (state: 'waiting' | 'done' | undefined) =>
  queryOptions({ queryKey: [...rentalsKey, 'restores', state ?? 'all'], queryFn: () => api.admin.restoreRequests(state) });

export const topUpDueQueryOptions = () => queryOptions({ queryKey: [...rentalsKey, 'topup-due'], queryFn: () => api.admin.topUpDue() });

/** Ends a rental now, without a refund; its SIM goes back to the pool. */
export function useEndRental() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (rentalId: string) => api.admin.endRental(rentalId),
    success: (rental) => t('rentals.ended', { number: rental.number ?? rental.orderNumber }),
    invalidates: [rentalsKey, ['admin', 'overview']],
  });
}

/** Marks a restore request done: the renter gets "Start usage". */
export function useCompleteRestore() {
  const { t } = useTranslation();
  return useAdminAction({
    run: (requestId: string) => api.admin.completeRestore(requestId),
    success: (request) => t('rentals.restoreCompleted', { number: request.number ?? request.orderNumber }),
    invalidates: [rentalsKey, ['admin', 'overview']],
  });
}
