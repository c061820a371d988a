import { QueryClient } from '@tanstack/react-query';

/** Data-fetching defaults: data stays cached for 5 minutes, a failed read is retried 3 times. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60_000, staleTime: 60_000, retry: 3 },
    },
  });
}
