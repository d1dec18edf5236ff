import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RentalView } from '@simrelay/api-client';
import { api } from '../../../lib/api';
import { useRepeatableKey } from '../../../lib/request-key';
import { refreshMoney } from '../../account/api/get-wallet';
import { refreshStock } from '../../catalog/api/catalog-queries';
import { myRentalsQueryKey, storeRental } from './get-my-rentals';

export type RentalChange =
  | { action: 'extend'; rental: RentalView; periodHours: number }
  | { action: 'finish'; rental: RentalView }
  | { action: 'restore'; rental: RentalView }
  | { action: 'startUsage'; rental: RentalView };

/**
 * Extend, end, restore access, "Start usage". The paid ones (extend, restore) repeat their
 * `Idempotency-Key` after a failed attempt of the same change, so a lost answer never pays twice.
 * The answer replaces the rental in the list; the list and the money are read again.
 */
export function useChangeRental() {
  const queryClient = useQueryClient();
  const key = useRepeatableKey();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: myRentalsQueryKey });
    refreshMoney(queryClient);
  };
  return useMutation({
    mutationFn: (change: RentalChange): Promise<RentalView> => {
      const id = change.rental._id;
      switch (change.action) {
        case 'extend':
          return api.rentals.extend(id, change.periodHours, key.keyFor(['extend', id, change.periodHours]));
        case 'restore':
          return api.rentals.restore(id, key.keyFor(['restore', id]));
        case 'finish':
          return api.rentals.finish(id);
        case 'startUsage':
          return api.rentals.startUsage(id);
      }
    },
    onSuccess: (rental, change) => {
      key.settled();
      storeRental(queryClient, rental);
      refresh();
      if (change.action === 'finish') refreshStock(queryClient);
    },
    onError: refresh,
  });
}
