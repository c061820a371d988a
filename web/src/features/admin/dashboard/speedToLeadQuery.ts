/** The dashboard's speed-to-lead query (its own file: the dashboard's other figures are apart). */
import { queryOptions } from '@tanstack/react-query';
import { dashboardKeys } from './queries';

export const speedToLeadQuery = () =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'speed-to-lead'] as const,
    queryFn: async () => (await import('./data/speedToLead')).fetchSpeedToLead(),
  });
