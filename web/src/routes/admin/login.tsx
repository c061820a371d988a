import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/admin';

export const Route = createFileRoute('/admin/login')({
  head: () => ({ meta: [{ title: 'Sign in | Admin | Altum Roofing' }] }),
  // The admin page asked for before the sign-in, checked by the login page before it goes
  // there (login/adminReturn.ts, in the admin's own code: routes ship with every page).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search['redirect'] === 'string' ? { redirect: search['redirect'] } : {},
  component: LoginPage,
});
