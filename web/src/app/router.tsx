import { createRouter as createTanStackRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { markPageShown } from './offlineNavigation';
import { createQueryClient } from './queryClient';

/**
 * The router's scroll handling: a move to another page starts at the top (or at its #section),
 * and Back returns to where the reader was. The first render is not a move: a reader on a slow
 * phone may already have scrolled the prerendered page before it hydrated, and stays there.
 * On the server it is off, so no scroll script is written into the HTML.
 */
function scrollAfterFirstRender(): () => boolean {
  let rendered = false;
  return () => {
    if (typeof window === 'undefined') return false;
    const moved = rendered;
    rendered = true;
    return moved;
  };
}

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  const queryClient = createQueryClient();
  const router = createTanStackRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: scrollAfterFirstRender(),
    // Loaders read through React Query, which owns caching.
    defaultPreloadStaleTime: 0,
  });
  router.subscribe('onResolved', (event) => markPageShown(event.toLocation.pathname));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
