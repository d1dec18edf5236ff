import type { DeliverySortField, LedgerSortField, ListOrder, UserSortField } from '@simrelay/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const USERS_PAGE_SIZE = 20;
export const DETAIL_PAGE_SIZE = 10;

/** Every users list (any page or search): what a change to a user refetches. */
export const usersListKey = ['admin', 'users'] as const;

export const usersQueryOptions = (params: { page: number; search: string; order: ListOrder<UserSortField> }) =>
  queryOptions({
    queryKey: [...usersListKey, params],
    queryFn: () => api.admin.users({ page: params.page, limit: USERS_PAGE_SIZE, search: params.search || undefined, ...params.order }),
    placeholderData: keepPreviousData,
  });

export const userTopUpsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['admin', 'user-topups', userId], queryFn: () => api.admin.userTopUps(userId) });

export const userLedgerQueryOptions = (userId: string, page: number, order: ListOrder<LedgerSortField>) =>
  queryOptions({
    queryKey: ['admin', 'user-ledger', userId, page, order],
    queryFn: () => api.admin.userLedger(userId, { page, limit: DETAIL_PAGE_SIZE, ...order }),
    placeholderData: keepPreviousData,
  });

export const userDeliveriesQueryOptions = (userId: string, page: number, order: ListOrder<DeliverySortField>) =>
  queryOptions({
    queryKey: ['admin', 'user-deliveries', userId, page, order],
    queryFn: () => api.admin.userDeliveries(userId, { page, limit: DETAIL_PAGE_SIZE, ...order }),
    placeholderData: keepPreviousData,
  });

/** A user's ledger: what a balance change refetches. */
export const userLedgerKey = (userId: string) => ['admin', 'user-ledger', userId] as const;
