/**
 * The Inspections screen's and the lead card's booking queries and changes. Keys start with
 * 'admin': bookings never mix with the public cache.
 */
import type { InspectionAvailability, InspectionSchedule } from '@altum/domain';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { WriteOutcome } from '../leads/data/leads';
import type { AgendaBooking } from './data/agenda';
import type { BookedWindow } from '../booking/data/staffBooking';
import type { StoredSchedule } from './data/schedule';

export const inspectionsKeys = {
  all: ['admin', 'inspections'] as const,
  agenda: (from: Date) => [...inspectionsKeys.all, 'agenda', from.toISOString()] as const,
  availability: () => [...inspectionsKeys.all, 'availability'] as const,
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

/** The open windows and their places left, read afresh whenever a picker opens. */
export const availabilityQuery = () =>
  queryOptions({
    queryKey: inspectionsKeys.availability(),
    queryFn: async (): Promise<InspectionAvailability | null> =>
      (await import('../booking/data/staffBooking')).fetchAvailability(),
    staleTime: 0,
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

/** After a booking changes: the agenda and the places left are read again. */
const refreshBookings = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: inspectionsKeys.all });

/**
 * Books or moves a lead's window through the callable. It needs the connection: offline the
 * panel says so and keeps the choice rather than send it ('always': never paused unseen).
 */
export const bookForLeadMutation = (queryClient: QueryClient) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async ({ leadId, windowId }: { leadId: string; windowId: string }) =>
      (await import('../booking/data/staffBooking')).bookForLead(leadId, windowId),
    onSettled: () => refreshBookings(queryClient),
  });

export const cancelForLeadMutation = (queryClient: QueryClient) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (leadId: string) =>
      (await import('../booking/data/staffBooking')).cancelForLead(leadId),
    onSettled: () => refreshBookings(queryClient),
  });

export type { AgendaBooking, BookedWindow, StoredSchedule, WriteOutcome };
