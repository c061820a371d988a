import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { FocusOnNavigation } from '../app/FocusOnNavigation';
import { MarkInteractive } from '../app/MarkInteractive';
import { loadBlogAsPageWhenOffline } from '../app/offlineNavigation';
import { NotFoundPage } from '../ui/shell/NotFoundPage';
import { PublicLayout } from '../ui/shell/PublicLayout';
import { Providers } from '../app/Providers';
import { QueuedLeadDelivery } from '../features/lead';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Altum Roofing | Houston Roofing Contractor' }] }),
  beforeLoad: ({ location, cause }) => loadBlogAsPageWhenOffline(location, cause),
  component: RootComponent,
  notFoundComponent: () => (
    <PublicLayout afterHydration={<QueuedLeadDelivery />}>
      <NotFoundPage />
    </PublicLayout>
  ),
});

function RootComponent() {
  const { queryClient } = Route.useRouteContext();
  return (
    <Providers queryClient={queryClient}>
      <HeadContent />
      <MarkInteractive />
      <FocusOnNavigation />
      <Outlet />
    </Providers>
  );
}
