/**
 * lead-photos/{leadId}/{n} finalized → the photo checked by its bytes and made safe to show.
 * The rules let a signed-out device upload it while the lead is fresh; they see only the
 * declared type and size, so here:
 * - bytes that are no photo (cleanPhoto.ts), and any upload for a lead that is not there
 *   (deleted since, or a hand-made path), are deleted;
 * - otherwise the thumbnail and the viewer's copy are written under
 *   lead-photo-copies/{leadId}/{n}/, the lead records them (photos.<n>, an update keyed by n,
 *   so a lead deleted meanwhile is not brought back), and the original is re-encoded in place
 *   without its metadata (EXIF and its GPS, ICC, XMP), marked verified.
 *
 * Idempotent: the re-encoded original's own finalize event, and any repeat of an event once
 * the photo is done, find it marked and recorded with its very size, and change nothing. The
 * mark alone is not trusted (an upload can carry any custom metadata): a photo counts as done
 * only once the lead records it. A run that dies part-way is retried and redoes the same
 * writes (sharp gives the same bytes for the same input). Logs name the lead and the photo
 * number, never a photo's address or anything the homeowner typed.
 */
import { leadPhotoCopyFolder, leadPhotoCopyPath, parseLeadPhotoPath } from '@altum/domain';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { adminDb } from '../admin';
import { isExpiredEvent } from '../eventAge';
import { isLeadPhotoUpload } from '../storageTriggers';
import { cleanPhoto, NotAPhotoError } from './cleanPhoto';
import { adminPhotoBucket, type PhotoBucket } from './photoBucket';

export interface LeadPhotoDeps {
  db: Firestore;
  bucket: PhotoBucket;
}

export type LeadPhotoOutcome =
  'ignored' | 'gone' | 'already-done' | 'no-lead' | 'not-a-photo' | { recorded: number };

/** What the lead holds of photo n: photos.<n>. */
export interface RecordedLeadPhoto {
  thumbPath: string;
  largePath: string;
  width: number;
  height: number;
  bytes: number;
  at: FirebaseFirestore.Timestamp;
}

/** gRPC's NOT_FOUND: an update of a document that does not exist. */
const NOT_FOUND = 5;

/** Deletes photo n of a lead and whatever copies of it were written. */
async function removePhoto(bucket: PhotoBucket, path: string, leadId: string, index: number) {
  await bucket.remove(path);
  await bucket.removeAll(leadPhotoCopyFolder(leadId, index));
}

export async function handleLeadPhotoFinalized(
  path: string,
  deps: LeadPhotoDeps,
): Promise<LeadPhotoOutcome> {
  const place = parseLeadPhotoPath(path);
  if (!place) return 'ignored';
  const { leadId, index } = place;
  // The object as it is now, not as the event saw it: a repeat of the upload's event after
  // the re-encode must find the finished photo.
  const current = await deps.bucket.stat(path);
  if (!current) return 'gone';
  const leadRef = deps.db.collection('contacts').doc(leadId);
  const lead = await leadRef.get();
  if (!lead.exists) {
    await removePhoto(deps.bucket, path, leadId, index);
    return 'no-lead';
  }
  const recorded = lead.get(new FieldPath('photos', String(index))) as
    Partial<RecordedLeadPhoto> | undefined;
  if (current.verified && recorded?.bytes === current.size) return 'already-done';

  let clean;
  try {
    clean = await cleanPhoto(await deps.bucket.download(path));
  } catch (error) {
    if (!(error instanceof NotAPhotoError)) throw error;
    // The same bytes fail the same way on a retry: delete, do not retry.
    logger.warn('processLeadPhoto: not a photo, deleted', { leadId, photo: index });
    await removePhoto(deps.bucket, path, leadId, index);
    return 'not-a-photo';
  }
  const thumbPath = leadPhotoCopyPath(leadId, index, 'thumb');
  const largePath = leadPhotoCopyPath(leadId, index, 'large');
  await Promise.all([
    deps.bucket.save(thumbPath, clean.thumb.data, { contentType: clean.thumb.contentType }),
    deps.bucket.save(largePath, clean.large.data, { contentType: clean.large.contentType }),
  ]);
  const record = {
    thumbPath,
    largePath,
    width: clean.original.width,
    height: clean.original.height,
    bytes: clean.original.data.length,
    at: FieldValue.serverTimestamp(),
  };
  try {
    await leadRef.update(new FieldPath('photos', String(index)), record);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    // Deleted while the photo was being made: its photos go with it.
    await removePhoto(deps.bucket, path, leadId, index);
    return 'no-lead';
  }
  // Last: once marked, its own event (and any repeat) is a no-op.
  await deps.bucket.save(path, clean.original.data, {
    contentType: clean.original.contentType,
    verified: true,
  });
  return { recorded: index };
}

export const processLeadPhoto = onObjectFinalized(
  {
    // One photo at a time per instance, so cleanPhoto's pixel limit bounds its memory (as
    // makeImageVariants). At most 5 instances: a burst of uploads (10 per lead) waits in the
    // event queue rather than running up a bill.
    memory: '1GiB',
    concurrency: 1,
    maxInstances: 5,
    timeoutSeconds: 120,
    // Storage or Firestore failing is retried (for an hour at most, eventAge.ts; then
    // sweepLeadPhotos takes the photo); bytes that are no photo are deleted, never retried.
    retry: true,
  },
  async (event) => {
    if (!isLeadPhotoUpload(event.data.name)) return;
    const path = event.data.name;
    if (isExpiredEvent('processLeadPhoto', event)) return;
    const outcome = await handleLeadPhotoFinalized(path, {
      db: adminDb(),
      bucket: adminPhotoBucket(event.data.bucket),
    });
    const place = parseLeadPhotoPath(path);
    logger.info('processLeadPhoto', {
      leadId: place?.leadId ?? null,
      photo: place?.index ?? null,
      outcome,
    });
  },
);
