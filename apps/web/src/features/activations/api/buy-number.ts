import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@simrelay/api-client';
import { profileQueryKey } from '../../../app/session-effects';
import { api } from '../../../lib/api';
import { currentActivationsQueryKey, storeActivation } from './get-current-activations';

export interface BuyNumberRequest {
  service: string;
  country: string;
  carrier?: string;
}

export const buyNumber = (request: BuyNumberRequest) => api.activations.buy(request);

/**
 * POST /numbers/one. The new number joins the open list at once; the balance (the price is
 * held) and, after a 403, the ban flag come back with the profile.
 */
export function useBuyNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['activations', 'buy'],
    mutationFn: buyNumber,
    onSuccess: (activation) => {
      storeActivation(queryClient, activation);
      void queryClient.invalidateQueries({ queryKey: currentActivationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
