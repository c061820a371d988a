/** The dashboard's quote figures query (its own file, as the speed-to-lead one). */
import { queryOptions } from '@tanstack/react-query';
import { dashboardKeys } from './queries';

export const quoteStatsQuery = () =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'quotes'] as const,
    queryFn: async () => (await import('./data/quoteStats')).fetchQuoteStats(),
  });
