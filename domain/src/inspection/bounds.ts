/**
 * What keeps the inspection capacity for homeowners rather than scripts: anyone holding a
 * request's id may book, so each homeowner booking is bounded on the server, in the booking's
 * own transaction (functions/src/inspections), by the rules here:
 * - a lead whose form caught a bot (the honeypot) books nothing online;
 * - one active booking per mailbox and per phone number, however many requests name them;
 * - BOOKINGS_PER_VISITOR_PER_DAY new bookings per visitor (a client address) a day;
 * - a booking changes (reschedule, cancel, book again) HOMEOWNER_CHANGES_PER_DAY times a day
 *   and HOMEOWNER_CHANGES_IN_ALL times in all;
 * - the office's copy and the staff push of a homeowner's changes go at most once per lead per
 *   BOOKING_NOTICE_INTERVAL_MS, telling the latest state.
 * Staff booking for a homeowner are bounded by capacity only. Days are Houston's.
 */
import { zonedDay } from '../blog/schedule';
import { isQuietSpam } from '../lead/abuse';
import { leadContactKeys } from '../lead/identity';

export const BOOKINGS_PER_VISITOR_PER_DAY = 3;
export const HOMEOWNER_CHANGES_PER_DAY = 3;
export const HOMEOWNER_CHANGES_IN_ALL = 10;

/** One office copy and staff push per lead per this long; later changes wait, collapsed. */
export const BOOKING_NOTICE_INTERVAL_MS = 5 * 60 * 1000;

/** Default of the booking e-mails' own hourly budget (a function param overrides it). */
export const DEFAULT_BOOKING_MAILS_PER_HOUR = 100;

/** Why a homeowner's booking or change was refused by a bound (the callables' details). */
export const BOOKING_LIMITS = [
  'suspect',
  'mailbox',
  'phone',
  'visitor',
  'changesToday',
  'changesInAll',
] as const;
export type BookingLimit = (typeof BOOKING_LIMITS)[number];

/**
 * What the homeowner is told: each says to call; the web adds the office's number. A caught
 * bot is not told why (it would learn to skip the trap).
 */
export const BOOKING_LIMIT_MESSAGES: Record<BookingLimit, string> = {
  suspect: 'We could not book this time online. Please call us to arrange your inspection.',
  mailbox:
    'An inspection is already booked for this e-mail address. Please call us to book another or change it.',
  phone:
    'An inspection is already booked for this phone number. Please call us to book another or change it.',
  visitor: 'Too many inspections were booked from this connection today. Please call us to book.',
  changesToday:
    'This booking was changed several times today. Please call us to change it again today.',
  changesInAll:
    'This booking was changed too many times to change it online. Please call us to change it.',
};

export function isBookingLimit(value: unknown): value is BookingLimit {
  return (BOOKING_LIMITS as readonly unknown[]).includes(value);
}

/** The day a bound counts in: the calendar day on Houston's clock. */
export const boundDay = (at: number): string => zonedDay(new Date(at));

/** Whether a lead may be booked online by its homeowner: not when the honeypot caught it. */
export function mayBookOnline(lead: { suspectedSpam?: unknown }): boolean {
  return !isQuietSpam(typeof lead.suspectedSpam === 'string' ? lead.suspectedSpam : null);
}

export type BookingHoldKind = 'mailbox' | 'phone';

/**
 * The keys a booking holds while active: its normalized mailbox and phone (as the lead's
 * contactKeys are made), from what the lead says now, so a lead booked seconds after it was
 * sent is held as firmly as an old one.
 */
export function bookingHoldKeys(lead: {
  email?: unknown;
  phone?: unknown;
}): { kind: BookingHoldKind; key: string }[] {
  const keys = leadContactKeys({
    email: typeof lead.email === 'string' ? lead.email : '',
    phone: typeof lead.phone === 'string' ? lead.phone : '',
  });
  const held: { kind: BookingHoldKind; key: string }[] = [];
  if (keys.mailbox) held.push({ kind: 'mailbox', key: `mailbox:${keys.mailbox}` });
  if (keys.phone) held.push({ kind: 'phone', key: `phone:${keys.phone}` });
  return held;
}

/**
 * Whether a stored hold keeps `leadId` from booking: it belongs to another lead and its
 * window has not ended. A hold whose window passed is free (a TTL policy removes it later).
 */
export function holdBlocks(
  hold: { leadId?: unknown; until?: number } | undefined,
  leadId: string,
  now: number,
): boolean {
  return !!hold && hold.leadId !== leadId && (hold.until ?? 0) > now;
}

/** Whether a visitor who made `count` new bookings today may make one more. */
export const visitorMayBook = (count: number) => count < BOOKINGS_PER_VISITOR_PER_DAY;

/** A booking's homeowner changes: in all, and on `day` (Houston) `today` of them. */
export interface HomeownerChanges {
  total: number;
  day: string;
  today: number;
}

/**
 * One more homeowner change of a booking at `now`: the counts after it, or the bound it
 * would cross. Counts from another day start the day at 0.
 */
export function nextHomeownerChange(
  counts: Partial<HomeownerChanges> | undefined,
  now: number,
): { counts: HomeownerChanges } | { refused: 'changesToday' | 'changesInAll' } {
  const day = boundDay(now);
  const total = Number.isInteger(counts?.total) ? (counts?.total as number) : 0;
  const today =
    counts?.day === day && Number.isInteger(counts.today) ? (counts.today as number) : 0;
  if (total >= HOMEOWNER_CHANGES_IN_ALL) return { refused: 'changesInAll' };
  if (today >= HOMEOWNER_CHANGES_PER_DAY) return { refused: 'changesToday' };
  return { counts: { total: total + 1, day, today: today + 1 } };
}

/** A booking's state as the office was (or is to be) told of it. */
export interface NoticeState<W> {
  windowId: string;
  status: 'booked' | 'cancelled';
  window: W;
}

/**
 * What the office and staff are told of a lead's booking, given what they were told last and
 * the booking now: nothing when it is as told (moved and moved back), else the change from
 * what they know: booked (first, or again after a cancel), rescheduled (from the window they
 * know), or cancelled (the window they know, when they knew one).
 */
export function bookingNotice<W>(
  told: NoticeState<W> | null | undefined,
  now: NoticeState<W>,
): { kind: 'booked' | 'rescheduled' | 'cancelled'; window: W; previous?: W } | null {
  if (told && told.status === now.status && told.windowId === now.windowId) return null;
  if (now.status === 'cancelled') {
    if (told?.status === 'cancelled') return null;
    return { kind: 'cancelled', window: told ? told.window : now.window };
  }
  if (told?.status === 'booked')
    return { kind: 'rescheduled', window: now.window, previous: told.window };
  return { kind: 'booked', window: now.window };
}

/** When the next notice of a lead may go, after one went at `lastAt`. */
export const nextNoticeAt = (lastAt: number) => lastAt + BOOKING_NOTICE_INTERVAL_MS;
