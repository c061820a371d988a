/** The dashboard's queries. Keys start with 'admin' so staff data never mixes with public. */
import { queryOptions } from '@tanstack/react-query';

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  recent: () => [...dashboardKeys.all, 'recent'] as const,
};

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: async () => (await import('./data/dashboard')).fetchDashboardStats(),
  });

export const recentPostsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.recent(),
    queryFn: async () => (await import('./data/dashboard')).fetchRecentPosts(),
  });

export const upcomingPostsQuery = () =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'upcoming'] as const,
    queryFn: async () => (await import('./data/upcoming')).fetchUpcomingPosts(),
  });
