import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivationsPage, ActivationView } from '@simrelay/api-client';
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

/** The most a filtered history reads (pages of 100, the route's largest). */
const FILTER_PAGES = 20;

/**
 * Every activation (up to 2,000), for filtering by service, status and date: the history
 * route pages but does not filter, so the filters run here on the whole list.
 */
export const allActivationHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...activationsQueryKey, 'history', 'all'],
    queryFn: async () => {
      const items: ActivationsPage['items'] = [];
      for (let page = 1; page <= FILTER_PAGES; page++) {
        const next = await getActivationHistory(page, 100);
        items.push(...next.items);
        if (next.items.length < 100 || items.length >= next.total) break;
      }
      return items;
    },
    staleTime: 10_000,
  });

/** Whether the activation's price was taken: a code came (charged), it is waiting (reserved), or neither. */
export function chargeOf(activation: Pick<ActivationView, 'status' | 'messages'>): 'charged' | 'reserved' | 'notCharged' {
  if (activation.status === 'received' || activation.status === 'finished') return 'charged';
  if (activation.status === 'active') return 'reserved';
  if (activation.status === 'removed' && activation.messages.some((m) => m.code)) return 'charged';
  return 'notCharged';
}
