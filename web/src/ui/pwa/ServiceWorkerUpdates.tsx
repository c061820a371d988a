import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onPublicNavigation, startServiceWorker, type AppArea } from './serviceWorker';

/**
 * Registers the service worker once the page is interactive, and applies a waiting version
 * the way the area wants it (see serviceWorker.ts). Rendered next to the area's toasts.
 */
export function ServiceWorkerUpdates({ area }: { area: AppArea }) {
  const router = useRouter();
  useEffect(() => {
    startServiceWorker(area);
    if (area !== 'public') return;
    return router.subscribe('onResolved', (event) => {
      if (event.pathChanged) onPublicNavigation();
    });
  }, [area, router]);
  return null;
}

export default ServiceWorkerUpdates;
