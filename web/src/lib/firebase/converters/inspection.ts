/**
 * The inspection documents: the schedule (admins), each booking (staff), the public
 * availability (anyone) and a request's page (whoever has its id). Written by the schedule form
 * (the schedule) and by functions only (the rest).
 */
import {
  bookingSchema,
  inspectionAvailabilitySchema,
  readInspectionSchedule,
  requestPageSchema,
  type InspectionSchedule,
} from '@altum/domain';
import type { FirestoreDataConverter } from 'firebase/firestore';
import { schemaConverter, withDates } from './schemaConverter';
import { withId } from './withId';

/** inspectionSchedule/current, read as the functions read it: the default when it fails. */
export const inspectionScheduleConverter: FirestoreDataConverter<InspectionSchedule> = {
  toFirestore: (schedule) => ({ ...schedule }),
  fromFirestore: (snapshot, options) => readInspectionSchedule(withDates(snapshot.data(options))),
};

export const bookingConverter = withId(schemaConverter(bookingSchema));

/** `inspectionAvailability/current`: every bookable window with its places left (counts only). */
export const inspectionAvailabilityConverter = schemaConverter(inspectionAvailabilitySchema);

/** `requests/{leadId}`: a request's public page, read by id (never listed). Read-only. */
export const requestPageConverter = schemaConverter(requestPageSchema);
