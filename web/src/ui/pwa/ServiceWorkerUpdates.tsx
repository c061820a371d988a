import { useEffect } from 'react';
import { startServiceWorker, type AppArea } from './serviceWorker';

/**
 * Registers the service worker once the page is interactive, and applies a waiting version
 * the way the area wants it (see serviceWorker.ts). Rendered next to the area's toasts; the
 * public layout watches its navigations itself (usePublicNavigationUpdates).
 */
export function ServiceWorkerUpdates({ area }: { area: AppArea }) {
  useEffect(() => {
    startServiceWorker(area);
  }, [area]);
  return null;
}

export default ServiceWorkerUpdates;
