import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../../features/admin';

export const Route = createFileRoute('/admin/blog/categories')({
  component: CategoriesPage,
});
