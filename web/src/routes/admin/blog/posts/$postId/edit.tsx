import { createFileRoute } from '@tanstack/react-router';
import { EditPostScreen } from '../../../../../features/admin';

export const Route = createFileRoute('/admin/blog/posts/$postId/edit')({
  component: function EditPostRoute() {
    return <EditPostScreen postId={Route.useParams().postId} />;
  },
});
