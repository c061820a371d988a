import { createFileRoute, useParams } from '@tanstack/react-router';
import { PostPreviewPage } from '../../../../features/admin';

/** Any post, drafts included, for staff (the /admin gate guards it). */
export const Route = createFileRoute('/admin/blog/preview/$slug')({
  head: () => ({ meta: [{ title: 'Preview | Admin | Altum Roofing' }] }),
  // The hook by route id keeps this file out of the first load (see posts/index.tsx).
  component: function PostPreviewRoute() {
    const { slug } = useParams({ from: '/admin/blog/preview/$slug' });
    return <PostPreviewPage slug={slug} />;
  },
});
