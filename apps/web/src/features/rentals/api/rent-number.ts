import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@simrelay/api-client';
import { profileQueryKey } from '../../../app/session-effects';
import { api } from '../../../lib/api';
import { useRepeatableKey } from '../../../lib/request-key';
import { refreshMoney } from '../../account/api/get-wallet';
import { refreshStock } from '../../catalog/api/catalog-queries';
import { myRentalsQueryKey, storeRental } from './get-my-rentals';

export interface RentRequest {
  country: string;
  carrier?: string;
  /** Absent: codes of any service. */
  service?: string;
  periodHours: number;
}

/**
 * POST /numbers/rent. As with the one-time purchase, a click after a failed attempt for the
 * same choice repeats its `Idempotency-Key`: a rental paid for but whose answer was lost is
 * answered, not paid again.
 */
export function useRentNumber() {
  const queryClient = useQueryClient();
  const key = useRepeatableKey();
  return useMutation({
    mutationKey: ['rentals', 'rent'],
    mutationFn: (request: RentRequest) => api.rentals.rent(request, key.keyFor([request.country, request.carrier ?? null, request.service ?? null, request.periodHours])),
    onSuccess: (rental) => {
      key.settled();
      storeRental(queryClient, rental);
      void queryClient.invalidateQueries({ queryKey: myRentalsQueryKey });
      refreshMoney(queryClient);
      refreshStock(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
