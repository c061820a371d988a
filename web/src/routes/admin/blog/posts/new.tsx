import { createFileRoute } from '@tanstack/react-router';
import { NewPostScreen } from '../../../../features/admin';

export const Route = createFileRoute('/admin/blog/posts/new')({
  head: () => ({ meta: [{ title: 'New post | Admin | Altum Roofing' }] }),
  component: NewPostScreen,
});
