import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Every catalog query starts with this. */
export const catalogQueryKey = ['catalog'] as const;

/** Query keys and fetchers of the catalog, in one place. */
// Countries carry their stock, which changes as numbers are sold: kept a short while only.
export const countriesQueryOptions = () =>
  queryOptions({ queryKey: [...catalogQueryKey, 'countries'], queryFn: api.catalog.countries, staleTime: 15_000 });

/** Disabled until the country is known (see useCountry). */
export const servicesQueryOptions = (country: string | null, carrier: string | null, search = '') =>
  queryOptions({
    queryKey: [...catalogQueryKey, 'services', country, carrier, search],
    queryFn: () => api.catalog.services({ country: country as string, carrier: carrier ?? undefined, search: search || undefined }),
    placeholderData: keepPreviousData,
    enabled: country !== null,
  });

export const rentalQueryOptions = (country: string | null) =>
  queryOptions({ queryKey: [...catalogQueryKey, 'rental', country], queryFn: () => api.catalog.rental(country as string), enabled: country !== null });

/** The catalog counts numbers from the inventory at most this often (its AvailabilityClient). */
const STOCK_FRESH_MS = 3_500;
let pendingRefresh: ReturnType<typeof setTimeout> | undefined;

/**
 * Numbers were taken or given back (a purchase, a finish, a cancel, a rental): the lists and
 * their stock are fetched again now, and once more when the catalog's short-lived count has
 * caught up, so no list goes on offering a number that is gone.
 */
export function refreshStock(queryClient: QueryClient): void {
  const invalidate = () => void queryClient.invalidateQueries({ queryKey: catalogQueryKey, predicate: (q) => q.queryKey[1] !== 'rental' });
  invalidate();
  clearTimeout(pendingRefresh);
  pendingRefresh = setTimeout(invalidate, STOCK_FRESH_MS);
}
