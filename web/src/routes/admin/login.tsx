import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/admin';

export const Route = createFileRoute('/admin/login')({
  head: () => ({ meta: [{ title: 'Sign in | Admin | Altum Roofing' }] }),
  component: LoginPage,
});
