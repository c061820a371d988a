import { createFileRoute, Outlet } from '@tanstack/react-router';
import { QueuedLeadDelivery } from '../features/lead';
import { PublicLayout } from '../ui/shell/PublicLayout';

/** Pathless layout: every public page gets the top bar, footer and back-to-top button. */
export const Route = createFileRoute('/_site')({
  component: () => (
    <PublicLayout afterHydration={<QueuedLeadDelivery />}>
      <Outlet />
    </PublicLayout>
  ),
});
