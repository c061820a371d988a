/**
 * The office's follow-up on a lead. A lead arrives with no status: it is 'new' until staff
 * set one, and the dashboard counts it as new.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Statuses once the office has followed up; a lead with none of these is new. */
export const HANDLED_LEAD_STATUSES = [
  'contacted',
  'won',
  'lost',
] as const satisfies readonly Exclude<LeadStatus, 'new'>[];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

/** The office's note on a lead, in characters; firestore.rules repeats the number. */
export const LEAD_NOTE_MAX = 1000;

/** What the lead inbox says (not in the client's catalogue: the inbox is beyond the spec). */
export const LEAD_INBOX_MESSAGES = {
  loadFailed: 'Failed to load leads',
  updated: 'Lead updated',
  updateFailed: 'Failed to update lead',
  deleted: 'Lead deleted',
  deleteFailed: 'Failed to delete lead',
  adminsOnly: 'Only administrators can delete leads.',
  resendFailed: 'Failed to resend the e-mails',
  movedFromSpam: 'Lead moved to the list',
  noteTooLong: `Note must be less than ${LEAD_NOTE_MAX} characters`,
} as const;

/**
 * The inbox's URL: `/admin/leads?status=contacted` filters by status; no status shows all.
 * `?followUp=due` lists the leads whose follow-up is due instead, the longest due first (it
 * replaces a status: the two are one choice).
 * `?owner=mine|unassigned` shows the signed-in person's leads or those nobody owns.
 * `?q=` finds a homeowner by phone number or e-mail (leadSearchKey), across every lead.
 * `?lead=<id>` opens at that lead (where a lead alert's tap leads, leadInboxUrl).
 */
export interface LeadsSearch {
  status?: LeadStatus;
  followUp?: 'due';
  lead?: string;
  /** Whose leads: the signed-in person's, nobody's; absent: everyone's. */
  owner?: LeadOwnerFilter;
  q?: string;
}

export const LEAD_OWNER_FILTERS = ['mine', 'unassigned'] as const;
export type LeadOwnerFilter = (typeof LEAD_OWNER_FILTERS)[number];

/** The longest search the inbox takes (an e-mail address is at most 255 characters). */
export const LEAD_SEARCH_MAX = 255;

/**
 * Reads the inbox's search params; an unknown status is dropped. It lives here, not with the
 * inbox, because a route's search validation ships with every page's route definitions and
 * must not drag the admin's code into the public first load.
 */
export function validateLeadsSearch(raw: Record<string, unknown>): LeadsSearch {
  const status = raw['status'];
  const lead = raw['lead'];
  const owner = raw['owner'];
  const due = raw['followUp'] === 'due';
  // The router reads `?q=7135550142` as a number: a phone typed as digits is still a search.
  const q = typeof raw['q'] === 'number' ? String(raw['q']) : raw['q'];
  return {
    ...(due ? { followUp: 'due' as const } : {}),
    ...(!due && typeof status === 'string' && (LEAD_STATUSES as readonly string[]).includes(status)
      ? { status: status as LeadStatus }
      : {}),
    ...(typeof lead === 'string' && /^[A-Za-z0-9]{1,40}$/.test(lead) ? { lead } : {}),
    ...(typeof owner === 'string' && (LEAD_OWNER_FILTERS as readonly string[]).includes(owner)
      ? { owner: owner as LeadOwnerFilter }
      : {}),
    ...(typeof q === 'string' && q.trim() !== '' && q.length <= LEAD_SEARCH_MAX
      ? { q: q.trim() }
      : {}),
  };
}
