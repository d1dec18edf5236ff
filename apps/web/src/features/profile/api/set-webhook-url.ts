import type { Profile } from '@simrelay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileQueryOptions } from './get-profile';

/** POST /users/url: the webhook address; an empty string turns webhooks off. */
export function useSetWebhookUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'url'],
    mutationFn: (url: string) => api.users.setUrl(url),
    onSuccess: ({ url }) => {
      const { queryKey } = profileQueryOptions();
      queryClient.setQueryData<Profile>(queryKey, (profile) => profile && { ...profile, url });
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
