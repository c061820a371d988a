import { createFileRoute } from '@tanstack/react-router';
import { adminReturnPath } from '../../app/adminReturn';
import { LoginPage } from '../../features/admin';

export const Route = createFileRoute('/admin/login')({
  head: () => ({ meta: [{ title: 'Sign in | Admin | Altum Roofing' }] }),
  // The admin page asked for before the sign-in: where the login page sends the staff member.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = adminReturnPath(search['redirect']);
    return redirect ? { redirect } : {};
  },
  component: LoginPage,
});
