/**
 * The lead inbox's queries and changes. Keys start with 'admin' so leads never mix with the
 * public cache. The list is kept live by a Firestore listener (useLiveLeads) that writes each
 * snapshot into this query's cache entry, so React Query stays the one place the page reads.
 */
import { queryOptions, mutationOptions } from '@tanstack/react-query';
import type { LeadFlood, LeadStatus } from '@altum/domain';
import type { InboxLeadRow, WriteOutcome } from './data/leads';
import type { Assignment, AttemptLog } from './data/work';
import { retryPhoto } from './photos/photoErrors';

export const leadsKeys = {
  all: ['admin', 'leads'] as const,
  list: () => [...leadsKeys.all, 'list'] as const,
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

export const leadsQuery = () =>
  queryOptions({
    queryKey: leadsKeys.list(),
    queryFn: async (): Promise<InboxLeadRow[]> => (await import('./data/leads')).fetchLeads(),
    // The listener keeps it fresh; a refetch would only repeat what it already delivered.
    staleTime: Infinity,
  });

/** Subscribes to every lead; each snapshot goes to `onLeads`. Resolves to the unsubscribe. */
export async function watchLeads(
  onLeads: (leads: InboxLeadRow[]) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  return (await import('./data/leads')).watchLeads(onLeads, onError);
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
