/**
 * Event-triggered functions with `retry: true` are retried by the platform until they
 * succeed, for up to days. A persistent bug would keep retrying (and billing) all that
 * time, so each handler drops an event older than this and logs it, as the lead e-mails do
 * (sendLeadEmails.ts). What a dropped event would have done is left to a sweep where one
 * exists (makeImageVariants: sweepImageVariants; processLeadPhoto: sweepLeadPhotos).
 */
import { logger } from 'firebase-functions';

export const MAX_EVENT_AGE_MS = 60 * 60 * 1000;

/** An event as every trigger gets it: its id and when it happened (RFC 3339). */
export interface EventStamp {
  id: string;
  time: string;
}

/** True (and logged) when the event is too old to handle any more. */
export function isExpiredEvent(
  fn: string,
  event: EventStamp,
  now = Date.now(),
  details: Record<string, unknown> = {},
  maxAgeMs = MAX_EVENT_AGE_MS,
): boolean {
  if (now - Date.parse(event.time) <= maxAgeMs) return false;
  logger.error(`${fn}: dropping an event retried for too long`, {
    eventId: event.id,
    time: event.time,
    ...details,
  });
  return true;
}
