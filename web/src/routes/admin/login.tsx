import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/admin';

export const Route = createFileRoute('/admin/login')({
  component: LoginPage,
});
