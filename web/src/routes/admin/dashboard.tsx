import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/admin';

export const Route = createFileRoute('/admin/dashboard')({
  head: () => ({ meta: [{ title: 'Dashboard | Admin | Altum Roofing' }] }),
  component: DashboardPage,
});
