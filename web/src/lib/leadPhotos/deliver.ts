/**
 * Sends the photos waiting on the device, one at a time, for every request whose lead is on
 * the server. The page (Firebase's Storage SDK) and the service worker (Storage's REST API)
 * each bring their own `upload`; what an answer means is decided here, once:
 *
 * - stored: the server has it; it leaves the device.
 * - refused (the rules said no), never taken as final without knowing why:
 *   - after an earlier attempt whose answer was lost with the connection, that attempt got
 *     through (a create is refused for an object that already exists): it is sent, and
 *     nothing is sent twice;
 *   - a photo the rules could never take (over LEAD_PHOTO_MAX_BYTES, or not a photo type), or
 *     one whose request is past its day (LEAD_PHOTO_UPLOAD_WINDOW_MS): refused for good, and
 *     the page says why;
 *   - otherwise the lead is not on the server yet, as far as the rules can tell (its write is
 *     still in a queue): the photo waits for a later round, and this attempt, which stored
 *     nothing, does not count as one that may have got through.
 * - failed (no connection, a dropped one, a timeout): it stays, for the next try.
 */
import { LEAD_PHOTO_MAX_BYTES, LEAD_PHOTO_TYPES, LEAD_PHOTO_UPLOAD_WINDOW_MS } from '@altum/domain';
import {
  forgetPhoto,
  leasePhoto,
  releasePhoto,
  waitingLeads,
  waitingPhotos,
  type WaitingLead,
  type WaitingPhoto,
} from './queue';

export type UploadAnswer = 'stored' | 'refused' | 'failed';

export interface PhotoUploader {
  /** How long an upload may hold a photo before another uploader may take it (ms). */
  leaseMs: number;
  upload(leadId: string, photo: WaitingPhoto): Promise<UploadAnswer>;
}

/** What became of one photo in this round. */
export type PhotoOutcome = 'sent' | 'refused' | 'waiting' | 'held';

/** Why a photo was refused for good: the photo itself, or its request's day is over. */
export type RefusalReason = 'photo' | 'late';

export interface LeadPhotosSummary {
  /** Photos attached to the request. */
  count: number;
  /** Of them, refused for good in this round; `late` of these because the day was over. */
  refused: number;
  late: number;
}

export interface DeliveryEvents {
  photo?(leadId: string, n: number, outcome: PhotoOutcome): void;
  /** Every photo of the request has left the device. */
  leadDone?(leadId: string, summary: LeadPhotosSummary): void;
}

/** Why the rules can never take this photo for this request, or null if they may yet. */
export function finalRefusal(
  lead: Pick<WaitingLead, 'createdAt'>,
  blob: Blob,
  now: number,
): RefusalReason | null {
  // The type the upload declares (uploadLeadPhoto.ts, restUpload.ts), which the rules match.
  const type = blob.type || 'image/jpeg';
  if (blob.size > LEAD_PHOTO_MAX_BYTES || !(LEAD_PHOTO_TYPES as readonly string[]).includes(type))
    return 'photo';
  if (now - lead.createdAt >= LEAD_PHOTO_UPLOAD_WINDOW_MS) return 'late';
  return null;
}

/** One photo: lease, upload, and what the answer means. */
export async function deliverPhoto(
  lead: WaitingLead,
  n: number,
  uploader: PhotoUploader,
  now: () => number = Date.now,
): Promise<{ outcome: PhotoOutcome; left: number | null; reason?: RefusalReason }> {
  const { leadId } = lead;
  const leased = await leasePhoto(leadId, n, uploader.leaseMs, now());
  if (!leased) return { outcome: 'held', left: null };
  let answer: UploadAnswer;
  try {
    answer = await uploader.upload(leadId, leased.photo);
  } catch {
    answer = 'failed';
  }
  if (answer === 'failed') {
    await releasePhoto(leadId, n);
    return { outcome: 'waiting', left: null };
  }
  if (answer === 'stored' || leased.earlierAttempts > 0)
    return { outcome: 'sent', left: await forgetPhoto(leadId, n) };
  const reason = finalRefusal(lead, leased.photo.blob, now());
  if (!reason) {
    await releasePhoto(leadId, n, true);
    return { outcome: 'waiting', left: null };
  }
  return { outcome: 'refused', left: await forgetPhoto(leadId, n), reason };
}

/**
 * Sends what may go now: every photo of every lead on the server, stopping a lead at its first
 * photo that must wait (the connection is likely gone, or the lead not there yet). Resolves
 * once this round is over.
 */
export async function deliverWaitingPhotos(
  uploader: PhotoUploader,
  events: DeliveryEvents = {},
  only?: string,
  now: () => number = Date.now,
): Promise<void> {
  const leads = (await waitingLeads()).filter(
    (lead) => lead.onServer && (only === undefined || lead.leadId === only),
  );
  for (const lead of leads) {
    let refused = 0;
    let late = 0;
    let finished = false;
    for (const photo of await waitingPhotos(lead.leadId)) {
      const { outcome, left, reason } = await deliverPhoto(lead, photo.n, uploader, now);
      events.photo?.(lead.leadId, photo.n, outcome);
      if (outcome === 'refused') refused += 1;
      if (reason === 'late') late += 1;
      if (outcome === 'waiting') break;
      if (left === 0) finished = true;
    }
    if (finished) events.leadDone?.(lead.leadId, { count: lead.count, refused, late });
  }
}
