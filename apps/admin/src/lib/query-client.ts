import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@simrelay/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      // A refused request will be refused again; only network trouble is worth a retry.
      retry: (count, error) => error instanceof ApiError && error.status === 0 && count < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
