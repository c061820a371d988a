/**
 * The inspection schedule (inspectionSchedule/current): admins read it live and save it
 * whole. The rules check its shape and that a save stamps its own time (updatedAt, the
 * server's) and author (updatedBy, the saver's uid).
 */
import { DEFAULT_INSPECTION_SCHEDULE, type InspectionSchedule } from '@altum/domain';
import { inspectionScheduleConverter } from '../../../../lib/firebase/converters/inspection';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { settle, type WriteOutcome } from '../../leads/data/leads';

export interface StoredSchedule {
  schedule: InspectionSchedule;
  /** False while none was ever saved: the default schedule is shown (and in force). */
  saved: boolean;
  /** Saved on this device, not yet on the server (offline): "waiting to sync". */
  pending: boolean;
}

/** Follows the schedule; each snapshot goes to `onSchedule`. Resolves to the unsubscribe. */
export async function watchSchedule(
  onSchedule: (stored: StoredSchedule) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const { firestore: fs, db } = await loadFirestore();
  return fs.onSnapshot(
    fs.doc(db, 'inspectionSchedule', 'current').withConverter(inspectionScheduleConverter),
    // Metadata changes too: a save kept offline turns from "waiting to sync" to saved.
    { includeMetadataChanges: true },
    (snapshot) =>
      onSchedule({
        schedule: snapshot.data() ?? DEFAULT_INSPECTION_SCHEDULE,
        saved: snapshot.exists(),
        pending: snapshot.metadata.hasPendingWrites,
      }),
    onError,
  );
}

/**
 * Saves the whole schedule, stamped with the server's time and the saver. Settles once the
 * server has it, or once the device has it (offline: Firestore sends it on reconnect).
 */
export async function saveSchedule(
  schedule: InspectionSchedule,
  uid: string,
  onLateFailure: (error: unknown) => void,
): Promise<WriteOutcome> {
  const { firestore: fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'inspectionSchedule', 'current');
  const written = fs.setDoc(ref, {
    windows: schedule.windows.map(({ weekday, start, end, capacity }) => ({
      weekday,
      start,
      end,
      capacity,
    })),
    blackoutDays: [...schedule.blackoutDays],
    earliestNoticeMinutes: schedule.earliestNoticeMinutes,
    horizonDays: schedule.horizonDays,
    updatedAt: fs.serverTimestamp(),
    updatedBy: uid,
  });
  return settle(written, fs, ref, onLateFailure);
}
