import { createFileRoute } from '@tanstack/react-router';
import { LeadsScreen } from '../../features/admin';

export const Route = createFileRoute('/admin/leads')({
  head: () => ({ meta: [{ title: 'Leads | Admin | Altum Roofing' }] }),
  // Every page ships the route tree's definitions, so this stays import-free: the inbox
  // narrows `status` to a known one (validateLeadsSearch) in its own lazy chunk.
  validateSearch: (raw: Record<string, unknown>): { status?: string } =>
    typeof raw.status === 'string' ? { status: raw.status } : {},
  component: LeadsScreen,
});
