import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { legacyAdminRedirect } from '../../app/legacyAdminRedirects';

/** Old admin paths move to /admin/blog/...; any other unknown admin path is a 404. */
export const Route = createFileRoute('/admin/$')({
  beforeLoad: ({ location }) => {
    const target = legacyAdminRedirect(location.pathname);
    if (target) throw redirect({ href: target, replace: true });
    throw notFound();
  },
});
