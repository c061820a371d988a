/**
 * The lead inbox's queries and changes. Keys start with 'admin' so leads never mix with the
 * public cache. The inbox reads pages (domain/src/lead/inboxQuery.ts): the first page and the
 * suspected spam are kept live by Firestore listeners (useLeadPages) that write each snapshot
 * into their query's cache entry, so React Query stays the one place the page reads; older
 * pages, searches, one lead by id and the counts are read once.
 */
import { queryOptions, mutationOptions } from '@tanstack/react-query';
import type { LeadCountKey, LeadFlood, LeadQuerySpec, LeadStatus, LeadWhere } from '@altum/domain';
import type { InboxLeadRow, LeadCursor, LeadPage, WriteOutcome } from './data/leads';
import type { Assignment, AttemptLog } from './data/work';
import { retryPhoto } from './photos/photoErrors';

export const leadsKeys = {
  all: ['admin', 'leads'] as const,
  /** One list's pages: its first (live) page, and each older page by where it starts. */
  list: (spec: LeadQuerySpec) => [...leadsKeys.all, 'list', spec] as const,
  older: (spec: LeadQuerySpec, after: LeadCursor) => [...leadsKeys.list(spec), after] as const,
  counts: () => [...leadsKeys.all, 'counts'] as const,
  spam: (spec: LeadQuerySpec) => [...leadsKeys.all, 'spam', spec] as const,
  search: (spec: LeadQuerySpec) => [...leadsKeys.all, 'search', spec] as const,
  lead: (leadId: string) => [...leadsKeys.all, 'lead', leadId] as const,
};

/**
 * One stored copy of a request's photo (a thumbnail or the large copy), as bytes. A copy is
 * written once and never changes: never stale. It runs offline too ('always'): the device's
 * copy may be there, and with none the data module says so at once.
 */
export const leadPhotoQuery = (path: string) =>
  queryOptions({
    queryKey: [...leadsKeys.all, 'photo', path] as const,
    queryFn: async (): Promise<Blob> => (await import('./data/photos')).fetchLeadPhoto(path),
    staleTime: Infinity,
    networkMode: 'always',
    retry: retryPhoto,
  });

/**
 * A list's first page. Its listener (watchLeadPage) fills this entry, so the query itself
 * does not run on the page (useLeadPages turns it off); read alone, it reads the page once.
 */
export const leadFirstPageQuery = (spec: LeadQuerySpec) =>
  queryOptions({
    queryKey: leadsKeys.list(spec),
    queryFn: async (): Promise<LeadPage> =>
      (await import('./data/leads')).fetchLeadPage(spec, null),
    // The listener keeps it fresh; a refetch would only repeat what it already delivered.
    staleTime: Infinity,
  });

/** An older page, read once: it runs offline too, from what the device kept of it. */
export const leadOlderPageQuery = (spec: LeadQuerySpec, after: LeadCursor) =>
  queryOptions({
    queryKey: leadsKeys.older(spec, after),
    queryFn: async (): Promise<LeadPage> =>
      (await import('./data/leads')).fetchLeadPage(spec, after),
    staleTime: Infinity,
    networkMode: 'always',
  });

/** Follows a list's first page (or, with `until`, down to that lead). Resolves to the unsubscribe. */
export async function watchLeadPage(
  spec: LeadQuerySpec,
  until: LeadCursor | null,
  onPage: (page: LeadPage) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  return (await import('./data/leads')).watchLeadPage(spec, until, onPage, onError);
}

/** Suspected spam, filled by its listener (watchSuspectedSpam) like the first page. */
export const suspectedSpamListQuery = (spec: LeadQuerySpec) =>
  queryOptions({
    queryKey: leadsKeys.spam(spec),
    queryFn: async (): Promise<InboxLeadRow[]> =>
      (await import('./data/leads')).fetchLeadList(spec),
    staleTime: Infinity,
  });

export async function watchSuspectedSpam(
  spec: LeadQuerySpec,
  onRows: (rows: InboxLeadRow[]) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  return (await import('./data/leads')).watchSuspectedSpam(spec, onRows, onError);
}

/**
 * The counts the filters show, from the server's aggregations, which fail without a
 * connection (nothing is counted from the device): it runs whatever the browser says
 * ('always'), and the page shows a count only from an answer that succeeded.
 */
export const leadCountsQuery = (
  queries: Record<LeadCountKey, LeadWhere[]> & { spam: LeadWhere[] },
) =>
  queryOptions({
    queryKey: [...leadsKeys.counts(), queries] as const,
    queryFn: async () => (await import('./data/leads')).countLeads(queries),
    staleTime: 30_000,
    refetchInterval: 60_000,
    networkMode: 'always',
    retry: 1,
  });

/** A homeowner's leads by phone or e-mail (read once; offline, from what the device holds). */
export const leadSearchResultsQuery = (spec: LeadQuerySpec) =>
  queryOptions({
    queryKey: leadsKeys.search(spec),
    queryFn: async (): Promise<InboxLeadRow[]> =>
      (await import('./data/leads')).fetchLeadList(spec),
    networkMode: 'always',
  });

/** One lead by id: where a lead alert's tap opens the inbox, on any page or none. */
export const leadByIdQuery = (leadId: string) =>
  queryOptions({
    queryKey: leadsKeys.lead(leadId),
    queryFn: async (): Promise<InboxLeadRow | null> =>
      (await import('./data/leads')).fetchLead(leadId),
    networkMode: 'always',
  });

/** A lead as this device holds it now (after a change made here): no read from the server. */
export async function readLeadOnDevice(leadId: string): Promise<InboxLeadRow | null> {
  return (await import('./data/leads')).readLeadOnDevice(leadId);
}

export interface FollowUpChange {
  leadId: string;
  status: LeadStatus;
  note: string;
  uid: string;
  /** This change first takes the lead out of 'new' (isFirstContact): it records when and who. */
  firstContact: boolean;
}

/**
 * The office's status and note. Firestore's own queue holds a change made offline
 * (networkMode 'always': it runs with no connection); the listener shows it at once.
 */
export const saveFollowUpMutation = (onLateFailure: (error: unknown) => void) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (change: FollowUpChange): Promise<WriteOutcome> =>
      (await import('./data/leads')).saveFollowUp(change, onLateFailure),
  });

export const deleteLeadMutation = (onLateFailure: (error: unknown) => void) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (leadId: string): Promise<WriteOutcome> =>
      (await import('./data/leads')).deleteLead(leadId, onLateFailure),
  });

/** Follows the flood warning the e-mail function keeps. Resolves to the unsubscribe. */
export async function watchLeadFlood(
  onFlood: (flood: LeadFlood | null) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  return (await import('./data/alerts')).watchLeadFlood(onFlood, onError);
}

/**
 * An admin's 'Resend' of a failed or blocked lead: a call to the server, which checks the
 * role and sends at once. Needs the connection (the default network mode).
 */
export const resendLeadMutation = () =>
  mutationOptions({
    mutationFn: async (leadId: string): Promise<string> =>
      (await import('./data/alerts')).resendLead(leadId),
  });

/** 'Not spam': a suspected lead joins the ordinary list (queued offline like any change). */
export const clearSuspectedSpamMutation = (onLateFailure: (error: unknown) => void) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (change: FollowUpChange): Promise<WriteOutcome> =>
      (await import('./data/leads')).clearSuspectedSpam(change, onLateFailure),
  });

/** Owner changes, logged tries and follow-up times: queued offline like the follow-up. */
export const assignLeadMutation = (onLateFailure: (error: unknown) => void) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (change: Assignment): Promise<WriteOutcome> =>
      (await import('./data/work')).assignLead(change, onLateFailure),
  });

export const logAttemptMutation = (onLateFailure: (error: unknown) => void) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (log: AttemptLog): Promise<WriteOutcome> =>
      (await import('./data/work')).logAttempt(log, onLateFailure),
  });

export const setFollowUpMutation = (onLateFailure: (error: unknown) => void) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (change: { leadId: string; followUpAt: Date | null; uid: string }) =>
      (await import('./data/work')).setFollowUp(change, onLateFailure),
  });

/** Follows whether new leads are assigned automatically. Resolves to the unsubscribe. */
export async function watchAutoAssignment(
  onAuto: (auto: boolean) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  return (await import('./data/assignment')).watchAutoAssignment(onAuto, onError);
}

/** Admins: automatic assignment on or off (needs the connection: a setting, not a lead). */
export const saveAutoAssignmentMutation = () =>
  mutationOptions({
    mutationFn: async ({ auto, uid }: { auto: boolean; uid: string }) =>
      (await import('./data/assignment')).saveAutoAssignment(auto, uid),
  });
