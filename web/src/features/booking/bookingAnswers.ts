/**
 * What a booking call answers, as the screens use it: Dates, never ISO strings, and a refusal
 * with the open windows it offers instead. (Apart from data/ so the screens' tests can build
 * answers without Firebase.)
 */
import type { BookingLimit, OpenWindow, RequestStatus } from '@altum/domain';

export interface BookedWindow {
  id: string;
  start: Date;
  end: Date;
}

export type BookingAnswer =
  | { kind: 'booked'; window: BookedWindow }
  /** The window filled meanwhile ('full') or can no longer be booked ('gone'). */
  | { kind: 'refused'; reason: 'full' | 'gone'; message: string; nextWindows: OpenWindow[] }
  /** Refused by a bound on homeowners' bookings (no other time would do): call the office. */
  | LimitedAnswer
  /** Not booked for another reason: the server's words, or no connection. */
  | { kind: 'failed'; message: string; offline: boolean };

export type CancelAnswer =
  { kind: 'cancelled' } | LimitedAnswer | { kind: 'failed'; message: string; offline: boolean };

/** A refusal by a bound (domain/src/inspection/bounds.ts): which, and the homeowner's words. */
export interface LimitedAnswer {
  kind: 'limited';
  limit: BookingLimit;
  message: string;
}

/** What a call says when it never reached the server. */
export const NO_CONNECTION_MESSAGE =
  'We could not reach our server. Check your connection and try again, or call us.';

/** The request page's private details (the requestDetails callable). */
export interface RequestDetails {
  address: string;
  officePhone: string;
  window?: BookedWindow;
  status: RequestStatus;
  photoCount: number;
  /** Whether the homeowner may still reschedule or cancel online. */
  changeable: boolean;
}
