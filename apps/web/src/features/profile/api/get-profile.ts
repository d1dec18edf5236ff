import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileQueryKey } from '../../../app/session-effects';
import { api } from '../../../lib/api';

/** GET /users/me, under the key the shell refreshes the session figures from. */
export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: api.users.me });

export const useProfile = () => useQuery(profileQueryOptions());
