import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../../features/admin';

export const Route = createFileRoute('/admin/blog/categories')({
  head: () => ({ meta: [{ title: 'Categories | Admin | Altum Roofing' }] }),
  component: CategoriesPage,
});
