import { QueryClient } from '@tanstack/react-query';

/** The spec's data-fetching defaults: cache 5 minutes, 3 retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60_000, staleTime: 60_000, retry: 3 },
    },
  });
}
