import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /users/restore/:restoreKey: whether the mailed key still works, and for which email. */
export const restoreKeyQueryOptions = (restoreKey: string) =>
  queryOptions({
    queryKey: ['users', 'restore', restoreKey],
    queryFn: () => api.users.checkRestoreKey(restoreKey),
    // An invalid key stays invalid; a valid one is checked again on the next visit.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useRestoreKey = (restoreKey: string) => useQuery(restoreKeyQueryOptions(restoreKey));
