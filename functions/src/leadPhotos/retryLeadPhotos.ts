/**
 * Every 30 minutes: processes lead photos whose own finalize event was never handled (it
 * failed past its hour of retries, eventAge.ts, or never came). Cloud Scheduler runs it in
 * production; the Functions emulator runs no schedules, so the local stack calls
 * sweepLeadPhotosLocal every few seconds (scripts/lib/stack.ts), as it does for the others.
 *
 * Cost stays flat and near zero when nothing is due: one indexed query for young leads that
 * announced photos (uploads are accepted only while a lead is young, storage.rules), at most
 * SWEEP_LEADS of them; a lead whose announced photos are all recorded costs that read alone.
 * Only the folder of a lead still missing a record is listed, never the whole bucket. An
 * upload is left to its own event for its first hour; after that it goes through the same
 * handleLeadPhotoFinalized, so a photo the trigger has done is skipped, never counted twice.
 */
import {
  LEAD_PHOTO_UPLOAD_WINDOW_MS,
  MAX_LEAD_PHOTOS,
  parseLeadPhotoPath,
  storedPhotoCount,
} from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb } from '../admin';
import { MAX_EVENT_AGE_MS } from '../eventAge';
import { localRound } from '../localRound';
import { adminPhotoBucket } from './photoBucket';
import {
  handleLeadPhotoFinalized,
  type LeadPhotoDeps,
  type LeadPhotoOutcome,
  type RecordedLeadPhoto,
} from './processLeadPhoto';
import { IMAGE_ROUND } from '../storageTriggers';

/** An upload's own event has this long (its retries) before the sweep steps in. */
export const SWEEP_AFTER_MS = MAX_EVENT_AGE_MS;
/**
 * Leads older than this are no longer swept: the upload window, the last upload's hour, and
 * a day for the sweep itself to get past an outage. Whatever failed longer needs a person.
 */
export const SWEEP_WITHIN_MS = LEAD_PHOTO_UPLOAD_WINDOW_MS + SWEEP_AFTER_MS + 24 * 60 * 60 * 1000;
/** Leads read per round at most, oldest first: each reaches the head before it ages out. */
export const SWEEP_LEADS = 100;
/** Photos processed per round at most (each in turn, as the trigger); the next takes the rest. */
export const SWEEP_PHOTOS = 20;

export interface LeadPhotoSweepDeps extends LeadPhotoDeps {
  /** Leads read per round (SWEEP_LEADS unless a test says otherwise). */
  leadLimit?: number;
}

export interface LeadPhotoSweepResult {
  /** Leads the query returned: the round's only reads unless a photo is due. */
  leads: number;
  /** Leads whose photo folder was listed: some announced photo is not recorded. */
  listed: string[];
  swept: { leadId: string; photo: number; outcome: LeadPhotoOutcome | 'failed' }[];
}

type Recorded = Partial<Record<string, Partial<RecordedLeadPhoto>>>;

/** Whether a lead announced a photo that it holds no record of. */
export function missesARecord(photoCount: unknown, photos: unknown): boolean {
  const recorded = (typeof photos === 'object' && photos !== null ? photos : {}) as Recorded;
  const announced = storedPhotoCount(photoCount);
  return Array.from({ length: announced }, (_, n) => recorded[String(n)]).some(
    (record) => record === undefined,
  );
}

/** Young leads that announced photos, oldest first (index: photoCount, createdAt). */
export function dueLeadsQuery(db: Firestore, now: number, limit: number) {
  return db
    .collection('contacts')
    .where(
      'photoCount',
      'in',
      Array.from({ length: MAX_LEAD_PHOTOS }, (_, n) => n + 1),
    )
    .where('createdAt', '>=', Timestamp.fromMillis(now - SWEEP_WITHIN_MS))
    .where('createdAt', '<=', Timestamp.fromMillis(now - SWEEP_AFTER_MS))
    .orderBy('createdAt')
    .limit(limit);
}

export async function sweepLeadPhotos(
  deps: LeadPhotoSweepDeps,
  now = Date.now(),
): Promise<LeadPhotoSweepResult> {
  const leads = await dueLeadsQuery(deps.db, now, deps.leadLimit ?? SWEEP_LEADS).get();
  const result: LeadPhotoSweepResult = { leads: leads.size, listed: [], swept: [] };
  for (const lead of leads.docs) {
    if (result.swept.length >= SWEEP_PHOTOS) break;
    const photos: unknown = lead.get('photos');
    if (!missesARecord(lead.get('photoCount'), photos)) continue;
    result.listed.push(lead.id);
    let stored;
    try {
      stored = await deps.bucket.list(`lead-photos/${lead.id}/`);
    } catch (error) {
      logger.error('Lead photo sweep could not list', error, { leadId: lead.id });
      continue;
    }
    for (const object of stored) {
      if (result.swept.length >= SWEEP_PHOTOS) break;
      const place = parseLeadPhotoPath(object.path);
      if (!place) continue;
      // Written within the hour: its own event may still be running or retrying.
      if (!(object.updatedMs <= now - SWEEP_AFTER_MS)) continue;
      const record = (photos as Recorded | undefined)?.[String(place.index)];
      if (object.verified && record?.bytes === object.size) continue;
      let outcome: LeadPhotoOutcome | 'failed';
      try {
        outcome = await handleLeadPhotoFinalized(object.path, deps);
      } catch (error) {
        // Storage or Firestore failing: the next round tries again.
        logger.error('Lead photo sweep could not process', error, {
          leadId: lead.id,
          photo: place.index,
        });
        outcome = 'failed';
      }
      result.swept.push({ leadId: lead.id, photo: place.index, outcome });
    }
  }
  if (result.swept.length > 0) logger.info('Lead photo sweep', result);
  return result;
}

function sweepDeps(): LeadPhotoSweepDeps {
  // The default bucket: the one processLeadPhoto listens to.
  return { db: adminDb(), bucket: adminPhotoBucket() };
}

export const retryLeadPhotos = onSchedule(IMAGE_ROUND, async () => {
  await sweepLeadPhotos(sweepDeps());
});

/** The same round over HTTP, for the local stack only (index.ts exports it in the emulator). */
export const sweepLeadPhotosLocal = localRound({ memory: '1GiB', concurrency: 1 }, () =>
  sweepLeadPhotos(sweepDeps()),
);
