import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { RequestPage } from '../../../features/booking';

/**
 * A homeowner's request, by its id (the confirmation e-mail's link), or `/request/mine` (the
 * installed app's shortcut): the app shell's, never prerendered, never indexed, never in the
 * sitemap (decision 10).
 */
export const Route = createFileRoute('/_site/request/$requestId')({
  head: () => ({
    meta: [
      { title: 'Your inspection request | Altum Roofing' },
      { name: 'robots', content: 'noindex, nofollow' },
      {
        name: 'description',
        content: 'Where your free roof inspection request stands, and its booked time.',
      },
    ],
  }),
  component: RequestRoute,
});

function RequestRoute() {
  const { requestId } = Route.useParams();
  return (
    <Suspense fallback={null}>
      <RequestPage requestId={requestId} />
    </Suspense>
  );
}
