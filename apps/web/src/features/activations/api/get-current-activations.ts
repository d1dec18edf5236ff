import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ActivationStatus, ActivationView } from '@simrelay/api-client';
import { api } from '../../../lib/api';

/** Every activation query starts with this: invalidating it refreshes them all. */
export const activationsQueryKey = ['activations'] as const;

/** The open one-time activations (GET /numbers/current); the live connection writes here too. */
export const currentActivationsQueryKey = [...activationsQueryKey, 'current'] as const;

/** A fallback for a missed live push: the list is fetched again this often while shown. */
export const CURRENT_REFETCH_MS = 15_000;

export const getCurrentActivations = (): Promise<ActivationView[]> => api.activations.current();

export const currentActivationsQueryOptions = () =>
  queryOptions({
    queryKey: currentActivationsQueryKey,
    queryFn: getCurrentActivations,
    staleTime: 5_000,
    refetchInterval: CURRENT_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

export const useCurrentActivations = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...currentActivationsQueryOptions(), enabled });

/** The contracts' OPEN_ACTIVATION_STATUSES (their runtime stays out of the browser bundle). */
const OPEN_STATUSES: readonly ActivationStatus[] = ['active', 'received'];

export const isOpen = (activation: Pick<ActivationView, 'status'>): boolean => OPEN_STATUSES.includes(activation.status);

/** Puts a fresh copy of one activation into the open list: replaced, added, or dropped once it ended. */
export function storeActivation(queryClient: QueryClient, activation: ActivationView): void {
  const same = (a: ActivationView) => a.activationId === activation.activationId;
  queryClient.setQueryData<ActivationView[]>(currentActivationsQueryKey, (list) => {
    if (!isOpen(activation)) return list?.filter((a) => !same(a));
    if (!list) return [activation];
    return list.some(same) ? list.map((a) => (same(a) ? activation : a)) : [...list, activation];
  });
}
