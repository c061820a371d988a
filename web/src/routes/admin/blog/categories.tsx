import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/admin';

export const Route = createFileRoute('/admin/blog/categories')({
  component: () => <ComingSoon title="Categories" />,
});
