import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivationsPage } from '@simrelay/api-client';
import { api } from '../../../lib/api';
import { activationsQueryKey } from './get-current-activations';

export const HISTORY_PAGE_SIZE = 20;

export const getActivationHistory = (page: number, limit = HISTORY_PAGE_SIZE): Promise<ActivationsPage> => api.activations.history(page, limit);

/** GET /activations?page=&limit=: the account's activations, newest first. */
export const activationHistoryQueryOptions = (page: number, limit = HISTORY_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...activationsQueryKey, 'history', page, limit],
    queryFn: () => getActivationHistory(page, limit),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useActivationHistory = (page: number, limit = HISTORY_PAGE_SIZE) => useQuery(activationHistoryQueryOptions(page, limit));
