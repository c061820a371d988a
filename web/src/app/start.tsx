/** The app on the page: hydrates the prerendered (or server-rendered) HTML, or renders. */
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { loadServerData } from './serverData';

export async function startApp(nextTask: () => Promise<void>) {
  const router = createAppRouter();
  // Building the route tree and matching the first location are each tens of ms on a slow
  // phone: a task apiece.
  await nextTask();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  // A server-rendered page (the blog) names the data it was rendered from: the client starts
  // from it, so the route loaders find everything in the cache and Firestore is not read.
  const serverData = rootElement.dataset.serverData;
  if (serverData) {
    try {
      await loadServerData(router.options.context.queryClient, serverData);
    } catch (error) {
      // Offline, with no copy of the data kept: the page works as the server sent it.
      console.warn('The page stays as served: its data could not be loaded', error);
      return;
    }
  }

  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';
  const prerenderedPath = rootElement.dataset.prerenderedPath;

  if (prerenderedPath && prerenderedPath === withoutTrailingSlash(window.location.pathname)) {
    // The HTML is this route, prerendered at build: load its code first, then hydrate in place.
    await router.load();
    await nextTask();
    // What TanStack's own SSR hydration sets: without it the client wraps the root match in a
    // Suspense boundary the server did not render, and hydration fails.
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole page (the page is already readable).
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    // An empty shell, or a prerendered page served as the fallback for another path: drop the
    // other page's markup and head tags and render this route from scratch.
    if (prerenderedPath) {
      rootElement.replaceChildren();
      document.head.querySelectorAll('[data-prerendered]').forEach((tag) => tag.remove());
      delete document.documentElement.dataset.spaShell;
    }
    createRoot(rootElement).render(app);
  }
}
