import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * A public visitor gets a new version on their next page (ui/pwa/serviceWorker.ts). Watched
 * from the layout's first render: the worker's own code arrives only when the browser is idle,
 * and a navigation made before then was missed. That code loads here only when a page changes.
 */
export function usePublicNavigationUpdates(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged) return;
        // Offline with the chunk never kept: the next navigation tries again.
        void import('../pwa/serviceWorker').then(
          ({ onPublicNavigation }) => onPublicNavigation(),
          () => undefined,
        );
      }),
    [router],
  );
}
