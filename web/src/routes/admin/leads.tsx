import { createFileRoute } from '@tanstack/react-router';
import { LeadsScreen } from '../../features/admin';

export const Route = createFileRoute('/admin/leads')({
  head: () => ({ meta: [{ title: 'Leads | Admin | Altum Roofing' }] }),
  // Every page ships the route tree's definitions, so this stays import-free: the inbox
  // narrows `status` to a known one and `lead` to an id (validateLeadsSearch) in its own lazy
  // chunk. `lead` opens the inbox at that lead (a lead alert's tap); `owner` is 'mine' or
  // 'unassigned'; `followUp=due` lists the follow-ups due; `q` finds a homeowner by phone or
  // e-mail (a phone typed as digits arrives as a number; validateLeadsSearch reads it).
  validateSearch: (
    raw: Record<string, unknown>,
  ): { status?: string; lead?: string; owner?: string; followUp?: string; q?: unknown } => ({
    ...(typeof raw.status === 'string' ? { status: raw.status } : {}),
    ...(typeof raw.lead === 'string' ? { lead: raw.lead } : {}),
    ...(typeof raw.owner === 'string' ? { owner: raw.owner } : {}),
    ...(typeof raw.followUp === 'string' ? { followUp: raw.followUp } : {}),
    ...(raw.q !== undefined ? { q: raw.q } : {}),
  }),
  component: LeadsScreen,
});
