/**
 * The booking documents and answers as the web reads them, once its converters have turned
 * Timestamps into Dates: the public availability, the request page's projection, a booking
 * (staff), and the callables' answers (ISO times, as JSON carries them). The functions write
 * exactly these shapes (functions/src/inspections).
 */
import * as v from 'valibot';
import { REQUEST_STATUSES } from './booking';
import { BOOKING_LIMITS } from './bounds';

const windowId = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const isoTime = v.pipe(v.string(), v.isoTimestamp());

/** inspectionAvailability/current: every bookable window with its places left. */
export const inspectionAvailabilitySchema = v.object({
  windows: v.array(v.object({ id: windowId, start: v.date(), end: v.date(), left: count })),
  updatedAt: v.date(),
});
export type InspectionAvailability = v.InferOutput<typeof inspectionAvailabilitySchema>;

/** requests/{leadId}: what the request page shows anyone holding the id. */
export const requestPageSchema = v.object({
  status: v.picklist(REQUEST_STATUSES),
  /** Whether the office has called (a request booked online may never have been). */
  called: v.optional(v.boolean(), false),
  window: v.optional(v.object({ id: windowId, start: v.date(), end: v.date() })),
  changeableUntil: v.optional(v.date()),
  service: v.string(),
  photoCount: count,
  createdAt: v.date(),
  updatedAt: v.date(),
});
export type RequestPage = v.InferOutput<typeof requestPageSchema>;

export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;

/** bookings/{leadId}: one per request, read by staff (the agenda, the lead card). */
export const bookingSchema = v.object({
  leadId: v.string(),
  windowId,
  start: v.date(),
  end: v.date(),
  status: v.picklist(BOOKING_STATUSES),
  /** 'homeowner', or the uid of the staff member who booked. */
  bookedBy: v.string(),
  /** 0 on the first booking, +1 per change: the invitation's SEQUENCE. */
  sequence: count,
  createdAt: v.date(),
  updatedAt: v.date(),
  reminderSentAt: v.optional(v.date()),
});
export type Booking = v.InferOutput<typeof bookingSchema>;

/** The lead's copy for the inbox: contacts/{leadId}.booking. */
export const leadBookingSchema = v.object({
  windowId,
  start: v.date(),
  end: v.date(),
  status: v.picklist(BOOKING_STATUSES),
});
export type LeadBooking = v.InferOutput<typeof leadBookingSchema>;

/** bookInspection's answer (cancelInspection's adds status 'cancelled'). */
export const bookedWindowSchema = v.object({ windowId, start: isoTime, end: isoTime });

/** The details of a refusal (full window: 'resource-exhausted'; gone: 'failed-precondition'). */
export const bookingRefusalDetailsSchema = v.object({
  nextWindows: v.array(v.object({ id: windowId, start: isoTime, end: isoTime, left: count })),
});

/** The details of a refusal by a bound (bounds.ts): which one, for the web's words. */
export const bookingLimitDetailsSchema = v.object({ limit: v.picklist(BOOKING_LIMITS) });

/** requestDetails' answer. */
export const requestDetailsSchema = v.object({
  address: v.string(),
  officePhone: v.string(),
  window: v.optional(v.object({ id: windowId, start: isoTime, end: isoTime })),
  status: v.picklist(REQUEST_STATUSES),
  photoCount: count,
  changeable: v.boolean(),
});
export type RequestDetailsAnswer = v.InferOutput<typeof requestDetailsSchema>;
