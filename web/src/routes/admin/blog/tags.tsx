import { createFileRoute } from '@tanstack/react-router';
import { TagsPage } from '../../../features/admin';

export const Route = createFileRoute('/admin/blog/tags')({
  head: () => ({ meta: [{ title: 'Tags | Admin | Altum Roofing' }] }),
  component: TagsPage,
});
