/**
 * requests/{leadId}: what the request page may show anyone holding the lead's id, and
 * nothing more: where the request stands, the booked window and until when it can be changed,
 * the service, how many photos arrived, and when it was sent. Never a name, address, phone or
 * e-mail (the page gets the address from requestDetails). Written by the booking callables in
 * their transaction and by syncRequestPage on every change of the lead.
 */
import {
  arrivedPhotoCount,
  changeableUntil,
  requestStatus,
  type InspectionSchedule,
} from '@altum/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { LeadBookingCopy } from './bookingStore';

export interface RequestProjection {
  status: ReturnType<typeof requestStatus>;
  /** The office made first contact: the page says "We called you." only then. */
  called: boolean;
  window?: { id: string; start: Timestamp; end: Timestamp };
  changeableUntil?: Timestamp;
  service: string;
  photoCount: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

function bookingCopy(value: unknown): LeadBookingCopy | null {
  const copy = value as Partial<LeadBookingCopy> | null | undefined;
  if (
    !copy ||
    typeof copy.windowId !== 'string' ||
    !(copy.start instanceof Timestamp) ||
    !(copy.end instanceof Timestamp)
  )
    return null;
  return copy as LeadBookingCopy;
}

/** The projection of a lead as stored (its `booking` copy included). */
export function requestProjection(
  lead: Record<string, unknown>,
  schedule: InspectionSchedule,
  now: number,
): RequestProjection {
  const booking = bookingCopy(lead['booking']);
  const status = requestStatus({
    status: lead['status'],
    firstContactAt: lead['firstContactAt'],
    booking,
  });
  const createdAt = lead['createdAt'];
  return {
    status,
    called: lead['firstContactAt'] !== undefined && lead['firstContactAt'] !== null,
    ...(status === 'booked' && booking
      ? {
          window: { id: booking.windowId, start: booking.start, end: booking.end },
          changeableUntil: Timestamp.fromDate(
            changeableUntil({ start: booking.start.toDate() }, schedule),
          ),
        }
      : {}),
    service: typeof lead['service'] === 'string' ? lead['service'] : '',
    photoCount: arrivedPhotoCount(lead['photos']),
    createdAt: createdAt instanceof Timestamp ? createdAt : Timestamp.fromMillis(now),
    updatedAt: Timestamp.fromMillis(now),
  };
}

/** A stored value as comparable text: Timestamps as milliseconds, keys in order. */
function plain(value: unknown, skip = ''): unknown {
  return value instanceof Timestamp
    ? value.toMillis()
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== skip)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, inner]) => [key, plain(inner)]),
        )
      : value;
}

/** Whether two projections say the same (their updatedAt aside). */
export function sameProjection(
  stored: Record<string, unknown> | undefined,
  next: RequestProjection,
): boolean {
  if (!stored) return false;
  return JSON.stringify(plain(stored, 'updatedAt')) === JSON.stringify(plain(next, 'updatedAt'));
}

/** The lead's fields the request page is made from. */
const PROJECTED_FIELDS = ['status', 'firstContactAt', 'booking', 'photos', 'service', 'createdAt'];

/**
 * Whether a write of the lead can change its request page: its creation or deletion, or a
 * change of a projected field. The many other writes (e-mail delivery, alerts, notes) cannot.
 */
export function touchesRequestPage(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (!before || !after) return true;
  return PROJECTED_FIELDS.some(
    (field) => JSON.stringify(plain(before[field])) !== JSON.stringify(plain(after[field])),
  );
}
