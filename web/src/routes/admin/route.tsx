import { createFileRoute } from '@tanstack/react-router';
import { AdminGate } from '../../features/admin';

/**
 * The one access gate of /admin/*: only a signed-in admin or writer sees any page but the
 * login, checked again on every auth change and every change of their role document (see
 * AdminGate). Admin pages are never indexed.
 */
export const Route = createFileRoute('/admin')({
  head: () => ({
    meta: [{ title: 'Admin | Altum Roofing' }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: AdminGate,
});
