/**
 * The inspection feature's way to its data: query-option factories and the booking calls.
 * Nothing here imports Firebase: each loads its `data/` module on first use, so the picker and
 * the request page cost a page nothing until they show. Keys start with 'inspection'.
 */
import { queryOptions } from '@tanstack/react-query';
import type { BookingAnswer, CancelAnswer } from './bookingAnswers';

export const inspectionKeys = {
  all: ['inspection'] as const,
  availability: () => [...inspectionKeys.all, 'availability'] as const,
  request: (id: string) => [...inspectionKeys.all, 'request', id] as const,
  details: (id: string) => [...inspectionKeys.all, 'details', id] as const,
};

/** The open windows with their places left; null before the functions wrote any. */
export const availabilityQuery = () =>
  queryOptions({
    queryKey: inspectionKeys.availability(),
    queryFn: async () => (await import('./data/availability')).readAvailability(),
    // Places change as people book: read again whenever a picker shows.
    staleTime: 0,
  });

/** A request's public page; null for an unknown request. */
export const requestPageQuery = (id: string) =>
  queryOptions({
    queryKey: inspectionKeys.request(id),
    queryFn: async () => (await import('./data/requestPage')).readRequestPage(id),
    staleTime: 0,
  });

/** A request's private details (its address, whether it can still change); null if unknown. */
export const requestDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: inspectionKeys.details(id),
    queryFn: async () => (await import('./data/bookingCalls')).readRequestDetails(id),
    staleTime: 0,
  });

/** The booking calls a screen makes; tests pass their own. */
export interface BookingCalls {
  book(leadId: string, windowId: string): Promise<BookingAnswer>;
  cancel(leadId: string): Promise<CancelAnswer>;
}

export const bookingCalls: BookingCalls = {
  book: async (leadId, windowId) =>
    (await import('./data/bookingCalls')).bookInspection(leadId, windowId),
  cancel: async (leadId) => (await import('./data/bookingCalls')).cancelInspection(leadId),
};
