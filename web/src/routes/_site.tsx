import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '../app/layout/PublicLayout';

/** Pathless layout: every public page gets the top bar, footer and back-to-top button. */
export const Route = createFileRoute('/_site')({
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
});
