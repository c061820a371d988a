import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { MarkInteractive } from '../app/layout/MarkInteractive';
import { NotFoundPage } from '../app/layout/NotFoundPage';
import { PublicLayout } from '../app/layout/PublicLayout';
import { ScrollToTopOnNavigate } from '../app/layout/ScrollToTopOnNavigate';
import { Providers } from '../app/Providers';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Altum Roofing | Houston Roofing Contractor' }] }),
  component: RootComponent,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  ),
});

function RootComponent() {
  const { queryClient } = Route.useRouteContext();
  return (
    <Providers queryClient={queryClient}>
      <HeadContent />
      <ScrollToTopOnNavigate />
      <MarkInteractive />
      <Outlet />
    </Providers>
  );
}
