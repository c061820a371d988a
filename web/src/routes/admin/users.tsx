import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '../../features/admin';

export const Route = createFileRoute('/admin/users')({
  head: () => ({ meta: [{ title: 'Users | Admin | Altum Roofing' }] }),
  component: UsersScreen,
});
