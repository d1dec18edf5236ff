import type { Profile } from '@simrelay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../stores/session-store';
import { profileQueryOptions } from './get-profile';

/** POST /users/apikey: a new key; the old one stops working at once (403 while banned). */
export function useRegenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'apikey'],
    mutationFn: () => api.users.regenerateApiKey(),
    onSuccess: ({ apiKey }) => {
      const { queryKey } = profileQueryOptions();
      queryClient.setQueryData<Profile>(queryKey, (profile) => profile && { ...profile, apiKey });
      // The session snapshot keeps the key across reloads; it must not show the old one.
      useSession.getState().setApiKey(apiKey);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
