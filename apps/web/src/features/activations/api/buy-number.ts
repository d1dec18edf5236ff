import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@simrelay/api-client';
import { profileQueryKey } from '../../../app/session-effects';
import { api } from '../../../lib/api';
import { useRepeatableKey } from '../../../lib/request-key';
import { refreshMoney } from '../../account/api/get-wallet';
import { refreshStock } from '../../catalog/api/catalog-queries';
import { currentActivationsQueryKey, storeActivation } from './get-current-activations';

export interface BuyNumberRequest {
  service: string;
  country: string;
  carrier?: string;
}

export const buyNumber = (request: BuyNumberRequest, requestKey?: string) => api.activations.buy(request, requestKey);

/**
 * POST /numbers/one. The new number joins the open list at once; the balance (the price is
 * held), the stock of the lists and, after a 403, the ban flag are read again.
 *
 * A click after a failed attempt for the same choice repeats that attempt's key: when the
 * purchase went through but its answer was lost (a timeout, a dropped connection), the
 * user gets that number instead of paying for a second one. A success starts a new key.
 */
export function useBuyNumber() {
  const queryClient = useQueryClient();
  const key = useRepeatableKey();
  return useMutation({
    mutationKey: ['activations', 'buy'],
    mutationFn: (request: BuyNumberRequest) => buyNumber(request, key.keyFor([request.service, request.country, request.carrier ?? null])),
    onSuccess: (activation) => {
      key.settled();
      storeActivation(queryClient, activation);
      void queryClient.invalidateQueries({ queryKey: currentActivationsQueryKey });
      refreshMoney(queryClient);
      refreshStock(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      // No number there after all: the list must stop offering it.
      if (error instanceof ApiError && error.status === 409) refreshStock(queryClient);
    },
  });
}
