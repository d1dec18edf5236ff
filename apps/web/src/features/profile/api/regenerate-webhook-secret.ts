import type { Profile } from '@simrelay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileQueryOptions } from './get-profile';

/** POST /users/webhook/secret: a new signing secret; webhooks sent from then on, repeats included, are signed with it. */
export function useRegenerateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'webhook', 'secret'],
    mutationFn: () => api.users.regenerateWebhookSecret(),
    onSuccess: ({ webhookSecret }) => {
      const { queryKey } = profileQueryOptions();
      queryClient.setQueryData<Profile>(queryKey, (profile) => profile && { ...profile, webhookSecret });
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
