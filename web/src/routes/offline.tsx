import { createFileRoute } from '@tanstack/react-router';
import { OfflinePage } from '../ui/shell/OfflinePage';

/** The offline page (see content/publicPages.ts): never indexed, never in the sitemap. */
export const Route = createFileRoute('/offline')({
  head: () => ({
    meta: [
      { title: 'You’re offline | Altum Roofing' },
      { name: 'robots', content: 'noindex' },
      {
        name: 'description',
        content: 'No connection: call Altum Roofing, or open a page you have visited before.',
      },
    ],
  }),
  component: OfflinePage,
});
