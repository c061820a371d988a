import { createFileRoute } from '@tanstack/react-router';
import { LeadsScreen, validateLeadsSearch } from '../../features/admin';

export const Route = createFileRoute('/admin/leads')({
  validateSearch: validateLeadsSearch,
  component: LeadsRoute,
});

function LeadsRoute() {
  const { status } = Route.useSearch();
  return <LeadsScreen status={status} />;
}
