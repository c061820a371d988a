/**
 * Staff booking from a lead card: the open windows with their places left (the staff's
 * availability) and the book, move and cancel calls. Keys start with 'admin': bookings never
 * mix with the public cache.
 */
import type { InspectionAvailability } from '@altum/domain';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { inspectionsKeys } from '../inspections/queries';
import type { BookedWindow } from './data/staffBooking';

export const staffBookingKeys = {
  all: ['admin', 'booking'] as const,
  availability: () => [...staffBookingKeys.all, 'availability'] as const,
};

/** The open windows and their places left, read afresh whenever a picker opens. */
export const staffAvailabilityQuery = () =>
  queryOptions({
    queryKey: staffBookingKeys.availability(),
    queryFn: async (): Promise<InspectionAvailability | null> =>
      (await import('./data/staffBooking')).fetchStaffAvailability(),
    staleTime: 0,
  });

/** After a booking changes: the places left and the Inspections screen's agenda are read again. */
const refreshBookings = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: staffBookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: inspectionsKeys.all }),
  ]);

/**
 * Books or moves a lead's window through the callable. It needs the connection: offline the
 * panel says so and keeps the choice rather than send it ('always': never paused unseen).
 */
export const bookForLeadMutation = (queryClient: QueryClient) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async ({ leadId, windowId }: { leadId: string; windowId: string }) =>
      (await import('./data/staffBooking')).bookForLead(leadId, windowId),
    onSettled: () => refreshBookings(queryClient),
  });

export const cancelForLeadMutation = (queryClient: QueryClient) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (leadId: string) =>
      (await import('./data/staffBooking')).cancelForLead(leadId),
    onSettled: () => refreshBookings(queryClient),
  });

export type { BookedWindow };
