import { createFileRoute } from '@tanstack/react-router';
import { PostPreviewPage } from '../../../../features/admin';

/** Any post, drafts included, for staff (the /admin gate guards it). */
export const Route = createFileRoute('/admin/blog/preview/$slug')({
  component: function PostPreviewRoute() {
    return <PostPreviewPage slug={Route.useParams().slug} />;
  },
});
