import { inspectionAvailabilitySchema, requestPageSchema } from '@altum/domain';
import { schemaConverter } from './schemaConverter';

/**
 * `inspectionAvailability/current`: every bookable window with its places left (counts only),
 * written by the booking functions, read by anyone. Read-only here: no client writes it.
 */
export const inspectionAvailabilityConverter = schemaConverter(inspectionAvailabilitySchema);

/** `requests/{leadId}`: a request's public page, read by id (never listed). Read-only. */
export const requestPageConverter = schemaConverter(requestPageSchema);
