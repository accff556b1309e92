import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

/**
 * Transport trouble is retried once; refusals (business, 999, 998) and contract violations are
 * not: the same request would get the same answer. Screens offer a manual retry for all of them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 &&
          isApiError(error) &&
          (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http'),
      },
      mutations: { retry: false },
    },
  });
}
