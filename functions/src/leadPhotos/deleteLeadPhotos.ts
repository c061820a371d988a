/**
 * A lead deleted (by staff, or by its TTL) → its photos go too: every object under
 * lead-photos/{leadId}/ and lead-photo-copies/{leadId}/. A photo still being made when the lead
 * goes is removed by processLeadPhoto itself, which finds no lead to record it on. Deleting
 * what is already gone is no error, so a retry is harmless.
 */
import { leadPhotoFolders } from '@altum/domain';
import { logger } from 'firebase-functions';
import { adminDb } from '../admin';
import type { LeadChangeHandler } from '../leadChange';
import { adminPhotoBucket, type PhotoBucket } from './photoBucket';

/** Deletes every photo and copy of one lead; returns how many objects there were. */
export async function deletePhotosOfLead(bucket: PhotoBucket, leadId: string): Promise<number> {
  const counts = await Promise.all(
    leadPhotoFolders(leadId).map((folder) => bucket.removeAll(folder)),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** A lead's deletion empties its photo folders (run by followLeadChanges, retried). */
export const deleteLeadPhotos: LeadChangeHandler = {
  name: 'deleteLeadPhotos',
  applies: ({ before, after }) => before !== undefined && after === undefined,
  async run({ leadId }) {
    // An event handled late (a retry, a backlog) may find the id in use again: its photos
    // are that lead's now, and stay.
    if ((await adminDb().doc(`contacts/${leadId}`).get()).exists) {
      logger.info('deleteLeadPhotos: the lead exists again, its photos stay', { leadId });
      return;
    }
    const deleted = await deletePhotosOfLead(adminPhotoBucket(), leadId);
    if (deleted > 0) logger.info('deleteLeadPhotos', { leadId, deleted });
  },
};
