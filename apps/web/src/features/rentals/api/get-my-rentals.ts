import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RentalView } from '@simrelay/api-client';
import { api } from '../../../lib/api';

/** Every rental query starts with this. */
export const rentalsQueryKey = ['rentals'] as const;
/** GET /numbers/profile: the live connection writes here too. */
export const myRentalsQueryKey = [...rentalsQueryKey, 'mine'] as const;

/** A fallback for a missed live push while the list is shown. */
const REFETCH_MS = 30_000;

export const getMyRentals = (): Promise<RentalView[]> => api.rentals.mine();

export const myRentalsQueryOptions = () =>
  queryOptions({ queryKey: myRentalsQueryKey, queryFn: getMyRentals, staleTime: 5_000, refetchInterval: REFETCH_MS, refetchOnWindowFocus: true });

export const useMyRentals = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...myRentalsQueryOptions(), enabled });

/** Puts a fresh copy of one rental into the list (added at the top when new). */
export function storeRental(queryClient: QueryClient, rental: RentalView): void {
  queryClient.setQueryData<RentalView[]>(myRentalsQueryKey, (list) => {
    if (!list) return [rental];
    return list.some((r) => r._id === rental._id) ? list.map((r) => (r._id === rental._id ? rental : r)) : [rental, ...list];
  });
}
