import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../features/admin';

export const Route = createFileRoute('/admin/blog/posts/new')({
  component: () => <ComingSoon title="New Post" />,
});
