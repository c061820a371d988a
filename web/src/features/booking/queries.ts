/**
 * The booking feature's way to its data: query-option factories over a source, and the
 * source the site uses. Nothing here imports Firebase: the site's source loads its `data/`
 * module on first use, so the picker and the request page cost a page nothing until they show.
 * Screens take the source from context (BookingSource.tsx); tests give their own. Keys
 * start with 'booking'.
 */
import type { InspectionAvailability, RequestPage } from '@altum/domain';
import { queryOptions } from '@tanstack/react-query';
import type { BookingAnswer, CancelAnswer, RequestDetails } from './bookingAnswers';

export const bookingKeys = {
  all: ['booking'] as const,
  availability: () => [...bookingKeys.all, 'availability'] as const,
  request: (id: string) => [...bookingKeys.all, 'request', id] as const,
  details: (id: string) => [...bookingKeys.all, 'details', id] as const,
};

/** The booking calls a screen makes. */
export interface BookingCalls {
  book(leadId: string, windowId: string): Promise<BookingAnswer>;
  cancel(leadId: string): Promise<CancelAnswer>;
}

/** Where the booking screens read and book. */
export interface BookingSource extends BookingCalls {
  /** The open windows with their places left; null before the functions wrote any. */
  availability(): Promise<InspectionAvailability | null>;
  /** A request's public page; null for an unknown request. */
  requestPage(id: string): Promise<RequestPage | null>;
  /** A request's private details; null for an unknown (or too old) request. */
  requestDetails(id: string): Promise<RequestDetails | null>;
}

/** The site's source: Firestore and the booking callables. */
export const firebaseSource: BookingSource = {
  availability: async () => (await import('./data/availability')).readAvailability(),
  requestPage: async (id) => (await import('./data/requestPage')).readRequestPage(id),
  requestDetails: async (id) => (await import('./data/bookingCalls')).readRequestDetails(id),
  book: async (leadId, windowId) =>
    (await import('./data/bookingCalls')).bookInspection(leadId, windowId),
  cancel: async (leadId) => (await import('./data/bookingCalls')).cancelInspection(leadId),
};

export const availabilityQuery = (source: BookingSource) =>
  queryOptions({
    queryKey: bookingKeys.availability(),
    queryFn: () => source.availability(),
    // Places change as people book: read again whenever a picker shows.
    staleTime: 0,
  });

export const requestPageQuery = (source: BookingSource, id: string) =>
  queryOptions({
    queryKey: bookingKeys.request(id),
    queryFn: () => source.requestPage(id),
    staleTime: 0,
    // Asked even while the device says it is offline: Firestore answers from its device copy,
    // and a failed read settles as an error the page shows around, never a paused 'Loading'.
    networkMode: 'always',
  });

export const requestDetailsQuery = (source: BookingSource, id: string) =>
  queryOptions({
    queryKey: bookingKeys.details(id),
    queryFn: () => source.requestDetails(id),
    staleTime: 0,
    // As the request page's read: offline, the call fails and the page shows what the device
    // has (its own copy, a quote read before) instead of waiting for a connection.
    networkMode: 'always',
  });
