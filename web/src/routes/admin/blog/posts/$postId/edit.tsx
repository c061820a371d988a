import { createFileRoute, useParams } from '@tanstack/react-router';
import { EditPostScreen } from '../../../../../features/admin';

export const Route = createFileRoute('/admin/blog/posts/$postId/edit')({
  head: () => ({ meta: [{ title: 'Edit post | Admin | Altum Roofing' }] }),
  // The hook by route id keeps this file out of the first load (see posts/index.tsx).
  component: function EditPostRoute() {
    const { postId } = useParams({ from: '/admin/blog/posts/$postId/edit' });
    return <EditPostScreen postId={postId} />;
  },
});
