import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../../features/admin';

export const Route = createFileRoute('/admin/blog/posts/$postId/edit')({
  component: () => <ComingSoon title="Edit Post" />,
});
