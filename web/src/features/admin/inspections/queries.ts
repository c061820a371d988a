/**
 * The Inspections screen's queries and changes: the agenda and the schedule. Keys start with
 * 'admin': bookings never mix with the public cache.
 */
import type { InspectionSchedule } from '@altum/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { WriteOutcome } from '../leads/data/leads';
import type { AgendaBooking } from './data/agenda';
import type { StoredSchedule } from './data/schedule';

export const inspectionsKeys = {
  all: ['admin', 'inspections'] as const,
  agenda: (from: Date) => [...inspectionsKeys.all, 'agenda', from.toISOString()] as const,
};

/** The agenda from `from` (the start of today, Houston) to `to`, refreshed every minute. */
export const agendaQuery = (from: Date, to: Date) =>
  queryOptions({
    queryKey: inspectionsKeys.agenda(from),
    queryFn: async (): Promise<AgendaBooking[]> =>
      (await import('./data/agenda')).fetchAgenda(from, to),
    staleTime: 0,
    refetchInterval: 60_000,
  });

/** Follows the schedule (admins). Resolves to the unsubscribe. */
export async function watchSchedule(
  onSchedule: (stored: StoredSchedule) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  return (await import('./data/schedule')).watchSchedule(onSchedule, onError);
}

/** A schedule save: Firestore's own queue keeps one made offline ('always': it runs so). */
export const saveScheduleMutation = (onLateFailure: (error: unknown) => void) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async ({ schedule, uid }: { schedule: InspectionSchedule; uid: string }) =>
      (await import('./data/schedule')).saveSchedule(schedule, uid, onLateFailure),
  });

export type { AgendaBooking, StoredSchedule, WriteOutcome };
