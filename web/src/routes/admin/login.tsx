import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/admin';

// `?redirect=` (the admin page asked for before the sign-in) is read by the login page itself
// (login/adminReturn.ts): route definitions ship with every public page.
export const Route = createFileRoute('/admin/login')({
  head: () => ({ meta: [{ title: 'Sign in | Admin | Altum Roofing' }] }),
  component: LoginPage,
});
