import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query keys and fetchers of the catalog, in one place. */
export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'countries'], queryFn: api.catalog.countries, staleTime: 10 * 60_000 });

export const servicesQueryOptions = (country: string, carrier: string | null, search: string) =>
  queryOptions({
    queryKey: ['catalog', 'services', country, carrier, search],
    queryFn: () => api.catalog.services({ country, carrier: carrier ?? undefined, search: search || undefined }),
    placeholderData: keepPreviousData,
  });

export const rentalQueryOptions = (country: string) =>
  queryOptions({ queryKey: ['catalog', 'rental', country], queryFn: () => api.catalog.rental(country) });
