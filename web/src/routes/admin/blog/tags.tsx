import { createFileRoute } from '@tanstack/react-router';
import { TagsPage } from '../../../features/admin';

export const Route = createFileRoute('/admin/blog/tags')({
  component: TagsPage,
});
