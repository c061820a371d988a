import { LEAD_STATUSES, type LeadStatus } from '@altum/domain';

/** The inbox's URL: `?status=` filters by follow-up status; anything else shows every lead. */
export interface LeadsSearch {
  status?: LeadStatus;
}

export function validateLeadsSearch(raw: Record<string, unknown>): LeadsSearch {
  const status = raw.status;
  return typeof status === 'string' && (LEAD_STATUSES as readonly string[]).includes(status)
    ? { status: status as LeadStatus }
    : {};
}
