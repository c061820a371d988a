import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/admin';

export const Route = createFileRoute('/admin/dashboard')({
  component: DashboardPage,
});
