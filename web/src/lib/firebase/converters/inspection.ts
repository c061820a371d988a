/**
 * The inspection documents staff read (issue 41): the schedule (admins), each booking (staff)
 * and the public availability. Written by the schedule form (the schedule) and by functions
 * only (the rest).
 */
import {
  bookingSchema,
  inspectionAvailabilitySchema,
  readInspectionSchedule,
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

export const inspectionAvailabilityConverter = schemaConverter(inspectionAvailabilitySchema);
