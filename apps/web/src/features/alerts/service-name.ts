import type { ServicesPage } from '@simrelay/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { catalogQueryKey } from '../catalog/api/catalog-queries';

/** A service's name from any catalog list already loaded (names are the same in every country); else its code. */
export function cachedServiceName(queryClient: QueryClient, code: string): string {
  for (const [, page] of queryClient.getQueriesData<ServicesPage>({ queryKey: [...catalogQueryKey, 'services'] })) {
    const found = page?.items.find((s) => s.code === code);
    if (found) return found.name;
  }
  return code;
}
